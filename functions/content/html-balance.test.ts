import { describe, expect, it } from "vitest";
import { balanceTags } from "./html-balance";
import { isSafeHref } from "./html-allowlist";

describe("balanceTags (final sanitiser pass)", () => {
  it("drops stray end tags that would close the page around the content", () => {
    expect(balanceTags("<p>a</div></main>b</p>")).toBe("<p>ab</p>");
  });

  it("closes what is left open", () => {
    expect(balanceTags("<ul><li>one<li>two")).toBe("<ul><li>one<li>two</li></li></ul>");
  });

  it("rebuilds allowed tags with only allowed attributes", () => {
    expect(balanceTags(`<a href='/x' onclick="y">t</a><td colspan=2 style=x>c</td>`)).toBe(
      `<a href="/x">t</a><td colspan="2">c</td>`,
    );
  });

  it("never lets removed tags join text into markup", () => {
    expect(balanceTags("<</div>script>")).toBe("&lt;script&gt;");
  });

  it("removes unknown tags, comments and doctypes", () => {
    expect(balanceTags("<!DOCTYPE html><div><p>x</p></div><!-- c -->")).toBe("<p>x</p>");
  });
});

describe("isSafeHref", () => {
  it.each(["https://a.test/x", "http://a.test", "mailto:a@b.test", "/faq", "#top", "?q=1", "faq"])("keeps %s", (href) =>
    expect(isSafeHref(href)).toBe(true),
  );
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "jav&#x61;script:alert(1)",
    "jav&#97script:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html,x",
    "vbscript:x",
    'x" onclick="y',
  ])("refuses %s", (href) => expect(isSafeHref(href)).toBe(false));
});

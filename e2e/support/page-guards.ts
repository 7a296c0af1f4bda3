// Checks every e2e test gets without asking (decisions 0025 and issue 8's house rules): no content
// security policy violation on any page it visits, and no serious or critical axe finding on the
// page it ends on. Used as an automatic fixture by ./fixtures.ts.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page, TestInfo } from "@playwright/test";

const CSP_CONSOLE = /Refused to|Content Security Policy/i;

/** Starts listening: the in-page `securitypolicyviolation` event and the console's "Refused to ...". */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (CSP_CONSOLE.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  // Pages without JavaScript run no init script; the console and the report endpoint still see them.
  await page.exposeFunction("__e2eCspViolation", (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as Window & { __e2eCspViolation?: (text: string) => void }).__e2eCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`);
    });
  });
  return violations;
}

/** The violations the server's report endpoint kept for the documents this page showed. */
export async function reportedViolations(page: Page, visited: Set<string>): Promise<string[]> {
  const response = await page.request.get("/csp-report");
  if (!response.ok()) return [];
  const reports = (await response.json()) as { documentURL: string; directive: string; blockedURL: string }[];
  return reports
    .filter((r) => visited.has(r.documentURL))
    .map((r) => `report: ${r.directive} blocked ${r.blockedURL} on ${r.documentURL}`);
}

/**
 * Serious and critical axe findings on the page as it is now, one line each. axe runs inside the
 * page, so without JavaScript the page's HTML is shown again, scripts removed, in a scratch page
 * that may run it (same URL, so the same styles load).
 */
export async function axeFindings(page: Page, testInfo: TestInfo, jsEnabled: boolean): Promise<string[]> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return [];
  const url = page.url();
  let target = page;
  let scratch: BrowserContext | null = null;
  if (!jsEnabled) {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    scratch = await page.context().browser()!.newContext({ javaScriptEnabled: true });
    target = await scratch.newPage();
    await target.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    await target.goto(url);
  }
  const results = await new AxeBuilder({ page: target }).analyze().finally(() => scratch?.close());
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (bad.length > 0)
    await testInfo.attach("axe-violations.json", {
      body: JSON.stringify(bad, null, 2),
      contentType: "application/json",
    });
  return bad.map(
    (v) =>
      `${v.impact} ${v.id} on ${url}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

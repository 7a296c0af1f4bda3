// The demo logins `npm start` prints are the README's, in the same order: a new demo account is
// added to both or the test says which one lacks it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_LOGINS_TEXT } from "../../scripts/demo-logins.mjs";

const emailsIn = (text: string) => [...text.matchAll(/[\w.+-]+@[\w-]+\.test/g)].map((m) => m[0]);

describe("demo logins", () => {
  it("are the same in the README and in what npm start prints", () => {
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(readme.indexOf("Demo logins"), readme.indexOf("Payments demo"));
    expect(emailsIn(table).length).toBeGreaterThan(5);
    expect(emailsIn(DEMO_LOGINS_TEXT)).toEqual(emailsIn(table));
    expect(DEMO_LOGINS_TEXT).toContain("Password123!");
    expect(table).toContain("Password123!");
  });
});

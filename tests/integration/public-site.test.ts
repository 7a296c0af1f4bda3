// The public site's API and pages: contact form, content pages (and their sanitiser, which needs
// workerd's HTMLRewriter, so it is tested through the Worker), postcode look-ups, home and 404.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, TEST_SECRETS, type TestWorker } from "../support/worker";
import { signToken } from "../../functions/api/jwt";
import { SEED_CONTENT_PAGES } from "../../functions/content/seed-content";
import { CONTACT_LIMIT } from "../../functions/content/contact-rate-limit";

let worker: TestWorker;
let adminToken: string;
let dealerToken: string;

async function memberToken(email: string, isAdmin: boolean): Promise<string> {
  const [row] = await worker.sql<{ id: number }>(
    `INSERT INTO members (email, password_hash, first_name, last_name, status, is_admin) VALUES (?, 'x', 'Test', 'Member', 'ACTIVE', ?) RETURNING id`,
    email,
    isAdmin ? 1 : 0,
  );
  const now = Math.floor(Date.now() / 1000);
  return signToken(
    {
      exp: now + 900,
      iat: now,
      roles: isAdmin ? ["SUPER_ADMIN"] : ["DEALER"],
      isBuyer: false,
      isOwner: false,
      isSeller: false,
      isTransactionAcceptor: false,
      organizationId: null,
      id: row.id,
      status: "ACTIVE",
      _st: "stream",
      rv: 0,
    },
    TEST_SECRETS.JWT_SECRET,
  );
}

beforeAll(async () => {
  worker = await startWorker();
  adminToken = await memberToken("admin@public.test", true);
  dealerToken = await memberToken("dealer@public.test", false);
  for (const code of ["SW1A 1AA", "SW1A 2AA", "SW11 1AB", "M1 1AE", "M11 2AB", "LS1 4AP"]) {
    await worker.sql("INSERT INTO postal_codes (postcode, latitude, longitude) VALUES (?, 51.5, -0.1)", code);
  }
});
afterAll(() => worker?.dispose());

const validMessage = {
  type: "BUYING",
  name: "Sam Dealer",
  email: "sam@northfield.test",
  contactNumber: "0113 496 0001",
  message: "Please call me about joining.",
};

const contact = (body: unknown, ip = "198.51.100.1", headers: Record<string, string> = {}) =>
  worker.api<{ message: string }>("POST", "/help-contact", { body, headers: { "cf-connecting-ip": ip, ...headers } });

describe("POST /help-contact", () => {
  it("stores the message, queues an email to support and answers 'Email sent successfully'", async () => {
    const res = await contact(validMessage, "198.51.100.2");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: "Email sent successfully" });
    const [stored] = await worker.sql<{ type: string; contact_number: string }>(
      "SELECT * FROM contact_messages WHERE email = ?",
      validMessage.email,
    );
    expect(stored).toMatchObject({ type: "BUYING", contact_number: "0113 496 0001" });
    const mail = await worker.sql<{ to_address: string; subject: string; text: string; status: string }>(
      "SELECT * FROM email_outbox WHERE text LIKE ?",
      "%Please call me about joining.%",
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_address: "support@tradeauction.test", status: "QUEUED" });
    expect(mail[0].subject).toContain("Sam Dealer");
  });

  it("answers 412 with 'Field is required' on every missing field", async () => {
    const res = await contact({}, "198.51.100.3");
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toEqual({
      type: ["Field is required"],
      name: ["Field is required"],
      email: ["Field is required"],
      contactNumber: ["Field is required"],
      message: ["Field is required"],
    });
  });

  it("treats blank fields as missing", async () => {
    const res = await contact({ ...validMessage, name: "   ", email: "" }, "198.51.100.3");
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toEqual({ name: ["Field is required"], email: ["Field is required"] });
  });

  it("limits every field to 120 characters", async () => {
    const long = "x".repeat(121);
    const res = await contact({ ...validMessage, name: long, contactNumber: long, message: long }, "198.51.100.3");
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toEqual({
      name: ["Max length equals 120 characters"],
      contactNumber: ["Max length equals 120 characters"],
      message: ["Max length equals 120 characters"],
    });
    expect((await contact({ ...validMessage, message: "y".repeat(120) }, "198.51.100.4")).status).toBe(200);
  });

  it("says 'Email has the wrong format' for a bad email, and only that", async () => {
    const res = await contact({ ...validMessage, email: "sam@" }, "198.51.100.3");
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toEqual({ email: ["Email has the wrong format"] });
  });

  it("refuses an unknown interest", async () => {
    const res = await contact({ ...validMessage, type: "RENTING" }, "198.51.100.3");
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toEqual({ type: ["Field is required"] });
  });

  it.each([
    ["broken JSON", "{not json"],
    ["an array", "[1,2,3]"],
    ["null", "null"],
    ["a number", "42"],
    ["wrong types", JSON.stringify({ type: 1, name: {}, email: [], contactNumber: true, message: null })],
  ])("never answers 500 to %s", async (_, body) => {
    const res = await contact(body, "198.51.100.3");
    expect([400, 412]).toContain(res.status);
    expect(res.body.message).toBeTruthy();
  });

  it(`allows ${CONTACT_LIMIT.limit} messages per IP in 10 minutes, then 429 until the window passes`, async () => {
    const ip = "198.51.100.50";
    const start = new Date("2030-01-01T10:00:00Z");
    const at = (ms: number) => ({ "x-test-now": new Date(start.getTime() + ms).toISOString() });
    for (let i = 0; i < CONTACT_LIMIT.limit; i++)
      expect((await contact(validMessage, ip, at(i * 1000))).status).toBe(200);
    const limited = await contact(validMessage, ip, at(60_000));
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe("RATE_LIMITED");
    // Another visitor is not affected, and invalid attempts never use up the allowance.
    expect((await contact(validMessage, "198.51.100.51", at(60_000))).status).toBe(200);
    expect((await contact(validMessage, ip, at(CONTACT_LIMIT.windowMs + 1000))).status).toBe(200);
  });

  it("does not limit loopback addresses (wrangler dev and e2e runs)", async () => {
    for (let i = 0; i <= CONTACT_LIMIT.limit; i++) expect((await contact(validMessage, "127.0.0.1")).status).toBe(200);
  });
});

const readPage = (link: unknown) =>
  worker.api<{ title: string; content: string }>("POST", "/site-creator", { body: { link } });
const savePage = (body: unknown, token = adminToken) =>
  worker.api<{ title: string; content: string }>("PUT", "/site-creator", { body, token });

describe("/site-creator", () => {
  it("lets an administrator save a page that anyone can then read by its path segment", async () => {
    const saved = await savePage({ link: "delivery", title: "Delivery", html: "<p>We deliver.</p>" });
    expect(saved.status).toBe(200);
    const res = await readPage("delivery");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ title: "Delivery", content: "<p>We deliver.</p>" });
  });

  it("answers 404 for a page that does not exist, or a link that cannot name one", async () => {
    for (const link of ["no-such-page", "../etc/passwd", "FAQ", "", "a".repeat(150)]) {
      const res = await readPage(link);
      expect(res.status, link).toBe(404);
      expect(res.body.message).toBe("Not Found");
    }
  });

  it("answers 412 when the link is missing", async () => {
    const res = await worker.api("POST", "/site-creator", { body: {} });
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toEqual({ link: ["Field is required"] });
  });

  it("lets only a SUPER_ADMIN save", async () => {
    expect((await savePage({ link: "x", title: "X", html: "<p>x</p>" }, dealerToken)).status).toBe(403);
    const anonymous = await worker.api("PUT", "/site-creator", { body: { link: "x", title: "X", html: "" } });
    expect(anonymous.status).toBe(401);
    const bad = await savePage({ link: "Not A Slug", title: "", html: 5 });
    expect(bad.status).toBe(412);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(["html", "link", "title"]);
  });
});

describe("content sanitiser (on save, in the Worker)", () => {
  const clean = async (html: string) => {
    const res = await savePage({ link: "sanitiser-check", title: "Check", html });
    expect(res.status).toBe(200);
    const read = await readPage("sanitiser-check");
    expect(read.body.data?.content).toBe(res.body.data?.content);
    return res.body.data!.content;
  };

  it("drops scripts, styles and frames with their content", async () => {
    expect(
      await clean('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>'),
    ).toBe("<p>Hi</p>");
  });

  it("drops on* handlers and every attribute not on the allowlist", async () => {
    expect(
      await clean(
        '<p onclick="x()" style="color:red" class="c">a <a href="/faq" onmouseover="y()" target="_blank">faq</a></p>',
      ),
    ).toBe('<p>a <a href="/faq">faq</a></p>');
  });

  it("drops javascript: and data: links however they are spelt, keeps http(s), mailto and relative", async () => {
    const html = await clean(
      '<a href="javascript:alert(1)">1</a><a href=" JaVa&#x53;cript:alert(1)">2</a><a href="data:text/html,x">3</a>' +
        '<a href="https://a.test/">4</a><a href="mailto:a@b.test">5</a><a href="/terms-and-conditions">6</a>',
    );
    expect(html).toBe(
      '<a>1</a><a>2</a><a>3</a><a href="https://a.test/">4</a><a href="mailto:a@b.test">5</a><a href="/terms-and-conditions">6</a>',
    );
  });

  it("unwraps unknown elements, keeps tables, renames headings", async () => {
    expect(
      await clean(
        '<h1>T</h1><div><span>x</span><img src=x onerror=alert(1)></div><table><tr><td colspan="2">c</td></tr></table>',
      ),
    ).toBe('<h2>T</h2>x<table><tr><td colspan="2">c</td></tr></table>');
  });

  it("cannot be tricked by raw-text elements, stray end tags or split tags", async () => {
    expect(
      await clean(
        '<xmp><script>alert(1)</script></xmp><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      ),
    ).not.toMatch(/<script|<img|onerror=/i);
    expect(await clean("<p>a</div></main>b</p>")).toBe("<p>ab</p>");
    expect(await clean("<</div>script>alert(1)<</div>/script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it.each(SEED_CONTENT_PAGES)("keeps the seed page $slug exactly as written", async (page) => {
    const html = readFileSync(page.file, "utf8");
    expect(await clean(html)).toBe(html.trim());
  });
});

describe("postal codes", () => {
  const search = (body: unknown) => worker.api<{ id: number; postcode: string }[]>("POST", "/postal-code", { body });
  const codes = async (text: string, extra: Record<string, unknown> = {}) =>
    (await search({ search: text, page: 0, limit: 50, ...extra })).body.data?.map((p) => p.postcode);

  it("finds postcodes by prefix, ignoring case and spaces", async () => {
    expect(await codes("sw1a")).toEqual(["SW1A 1AA", "SW1A 2AA"]);
    expect(await codes("sw1a1")).toEqual(["SW1A 1AA"]);
    expect(await codes("SW1A 1AA")).toEqual(["SW1A 1AA"]);
    expect(await codes("m11")).toEqual(["M1 1AE", "M11 2AB"]);
    expect(await codes("M1 1")).toEqual(["M1 1AE"]);
  });

  it("answers id and postcode for each match", async () => {
    const res = await search({ search: "LS1", page: 0, limit: 50 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: expect.any(Number), postcode: "LS1 4AP" }]);
  });

  it("answers nothing unless the input is 2 to 8 characters with letters first and seventh", async () => {
    expect(await codes("S")).toEqual([]);
    expect(await codes("1AB")).toEqual([]);
    expect(await codes("SW1A 11")).toEqual([]);
    expect(await codes("SW1A 1AAX")).toEqual([]);
    expect(await codes("%")).toEqual([]);
  });

  it("pages, with at most 50 a page", async () => {
    expect(await codes("SW1")).toEqual(["SW11 1AB", "SW1A 1AA", "SW1A 2AA"]);
    expect(await codes("SW1", { limit: 1, page: 1 })).toEqual(["SW1A 1AA"]);
    const tooMany = await search({ search: "SW1", page: 0, limit: 51 });
    expect(tooMany.status).toBe(412);
    expect(tooMany.body.fieldErrors?.limit).toBeTruthy();
    expect((await search({ search: 5 })).status).toBe(412);
    expect((await search({ search: "SW1", page: "x" })).status).toBe(412);
  });

  it("validates a whole postcode", async () => {
    const valid = async (code: string) =>
      (await worker.api<boolean>("GET", `/postal-code/validate?postalCode=${encodeURIComponent(code)}`)).body.data;
    expect(await valid("sw1a1aa")).toBe(true);
    expect(await valid("SW1A 1AA")).toBe(true);
    expect(await valid("SW1A 9ZZ")).toBe(false);
    expect(await valid("SW1A")).toBe(false);
    expect(await valid("")).toBe(false);
    expect((await worker.api("GET", "/postal-code/validate")).status).toBe(412);
  });
});

describe("public pages (Remix, in the same Worker)", () => {
  const page = (path: string, init?: RequestInit) => worker.fetch(path, { redirect: "manual", ...init });
  const post = (path: string, fields: Record<string, string>, cookie = "") =>
    page(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: worker.url, cookie },
    });

  it("renders the home page sections, leaving out auctions the API does not have", async () => {
    const res = await page("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const id of ["buy", "sell", "live-auctions", "app", "contact"]) expect(html).toContain(`id="${id}"`);
    expect(html).toContain("FREE TRIAL");
    expect(html).toContain("VIEW ALL VEHICLES");
    expect(html).toContain("0113 496 0000");
    expect(html).not.toContain('id="recently-sold"');
  });

  it("renders a saved content page and answers 404 with the not-found view otherwise", async () => {
    await savePage({ link: "faq", title: "Frequently asked questions", html: "<h3>Who can join?</h3><p>Dealers.</p>" });
    const found = await page("/faq");
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain("<h1>Frequently asked questions</h1>");
    expect(html).toContain("<h3>Who can join?</h3><p>Dealers.</p>");
    for (const path of ["/privacy-policy", "/Not_A_Slug", "/faq/deeper"]) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text()).toContain("Houston, we have a problem");
    }
  });

  it("shows the contact form's field errors without JavaScript, keeping what was typed", async () => {
    const res = await post("/contact-us", {
      type: "SELLING",
      name: "Kim Seller",
      email: "kim@",
      contactNumber: "",
      message: "Hi",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Email has the wrong format");
    expect(html).toContain("Field is required");
    expect(html).toContain('value="Kim Seller"');
    expect(html).toMatch(/<input type="radio" name="type" checked="" value="SELLING"/);
  });

  it("sends the message and redirects with the flash 'Email sent successfully'", async () => {
    const fields = {
      type: "BOTH",
      name: "Kim Seller",
      email: "kim@hilltop.test",
      contactNumber: "0113 496 0002",
      message: "Hello",
    };
    const res = await post("/?index", fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/#contact");
    const cookie = res.headers.get("set-cookie")!.split(";")[0];
    const next = await page("/", { headers: { cookie } });
    expect(await next.text()).toContain("Email sent successfully");
    const fromContactUs = await post("/contact-us", fields);
    expect(fromContactUs.headers.get("location")).toBe("/contact-us");
  });

  it("refuses a contact form posted from another site", async () => {
    const res = await page("/contact-us", {
      method: "POST",
      body: new URLSearchParams({ ...validMessage }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.test" },
    });
    expect(res.status).toBe(403);
  });

  it("records 'Got it' in the cookie-policy cookie, with or without JavaScript", async () => {
    const plain = await post("/cookie-policy", { redirectTo: "/faq" });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/faq");
    expect(plain.headers.get("set-cookie")).toMatch(/^cookie-policy=accepted;.*Max-Age=31536000/);
    const away = await post("/cookie-policy", { redirectTo: "https://evil.test/" });
    expect(away.headers.get("location")).toBe("/");
    const before = await (await page("/faq")).text();
    expect(before).toContain("cookie-notice");
    const after = await (await page("/faq", { headers: { cookie: "cookie-policy=accepted" } })).text();
    expect(after).not.toContain("cookie-notice");
  });
});

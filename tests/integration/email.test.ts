// The HTTP email adapter inside the Worker, against a local fake email API (Miniflare's outbound
// service), and the dev outbox's absence in production.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { seedMember } from "../support/members";

describe("password reset email over the HTTP adapter", () => {
  let worker: TestWorker;
  const received: { url: string; auth: string | null; body: Record<string, unknown> }[] = [];
  let failNext = false;

  beforeAll(async () => {
    worker = await startWorker({
      bindings: {
        EMAIL_API_URL: "https://mail.example.test/v1/send",
        EMAIL_API_KEY: "test-email-key",
        EMAIL_FROM: "noreply@tradeauction.test",
      },
      outboundService: async (request) => {
        if (failNext) {
          failNext = false;
          return new Response("mailbox full", { status: 503 });
        }
        received.push({ url: request.url, auth: request.headers.get("authorization"), body: await request.json() });
        return Response.json({ id: "msg-1" }, { status: 202 });
      },
    });
    await seedMember(worker, { email: "mail@northfield.test", firstName: "Mia" });
  });
  afterAll(() => worker?.dispose());

  const statusOf = async () =>
    (
      await worker.sql<{ status: string; error: string | null }>(
        "SELECT status, error FROM email_outbox ORDER BY id DESC LIMIT 1",
      )
    )[0];

  it("posts the reset email to the email API and marks the outbox row SENT", async () => {
    const res = await worker.api("POST", "/password-reset/email", { body: { email: "mail@northfield.test" } });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect((await statusOf()).status).toBe("SENT"));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.url).toBe("https://mail.example.test/v1/send");
    expect(mail.auth).toBe("Bearer test-email-key");
    expect(mail.body).toMatchObject({
      from: "noreply@tradeauction.test",
      to: ["mail@northfield.test"],
      subject: "Reset your Trade Auction password",
    });
    expect(String(mail.body.text)).toMatch(/http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]+/);
    expect(String(mail.body.html)).toContain('<a href="http://localhost/reset-password/');
  });

  it("records a refused email as FAILED with the reason, and still answers 200", async () => {
    failNext = true;
    const res = await worker.api("POST", "/password-reset/email", { body: { email: "mail@northfield.test" } });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect((await statusOf()).status).toBe("FAILED"));
    expect((await statusOf()).error).toContain("503");
  });
});

describe("the dev outbox in production", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ bindings: { APP_ENV: "production" } });
  });
  afterAll(() => worker?.dispose());

  it("does not exist, neither the API nor the page", async () => {
    expect((await worker.api("GET", "/dev/outbox")).status).toBe(404);
    expect((await worker.fetch("/dev/mailbox")).status).toBe(404);
  });
});

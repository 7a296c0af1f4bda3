import { describe, expect, it } from "vitest";
import { createHttpSender } from "./http-sender";

function stubFetch(answer: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (answer instanceof Error) throw answer;
    return answer.clone();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const message = { to: "dealer@example.test", subject: "Hello", text: "Plain words", html: "<p>Plain words</p>" };

describe("the HTTP email adapter", () => {
  it("posts the documented JSON with a bearer key", async () => {
    const stub = stubFetch(new Response("{}", { status: 202 }));
    const send = createHttpSender({
      url: "https://mail.example/send",
      apiKey: "key-123",
      from: "noreply@tradeauction.test",
      fetch: stub.fetch,
    });
    await send(message);
    expect(stub.calls).toHaveLength(1);
    const [{ url, init }] = stub.calls;
    expect(url).toBe("https://mail.example/send");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ authorization: "Bearer key-123", "content-type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({
      from: "noreply@tradeauction.test",
      to: ["dealer@example.test"],
      subject: "Hello",
      text: "Plain words",
      html: "<p>Plain words</p>",
    });
  });

  it("leaves html out when there is none", async () => {
    const stub = stubFetch(new Response(null, { status: 200 }));
    await createHttpSender({ url: "https://m", apiKey: "k", from: "f@x", fetch: stub.fetch })({
      to: "a@b",
      subject: "s",
      text: "t",
    });
    expect(JSON.parse(String(stub.calls[0].init.body))).not.toHaveProperty("html");
  });

  it("fails on a non-2xx answer, with the status and the body's start", async () => {
    const stub = stubFetch(new Response("quota exceeded", { status: 429 }));
    const send = createHttpSender({ url: "https://m", apiKey: "k", from: "f@x", fetch: stub.fetch });
    await expect(send(message)).rejects.toThrow("Email API answered 429: quota exceeded");
  });

  it("fails when the network does", async () => {
    const stub = stubFetch(new TypeError("fetch failed"));
    const send = createHttpSender({ url: "https://m", apiKey: "k", from: "f@x", fetch: stub.fetch });
    await expect(send(message)).rejects.toThrow("fetch failed");
  });
});

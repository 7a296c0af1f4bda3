// The HTTP email adapter: a generic JSON POST that most transactional email APIs accept directly
// or through a small relay.
//
//   POST ${EMAIL_API_URL}
//   Authorization: Bearer ${EMAIL_API_KEY}
//   Content-Type: application/json
//   { "from": EMAIL_FROM (or SUPPORT_EMAIL), "to": ["a@b"], "subject": "...", "text": "...", "html": "..." }
//
// Any 2xx answer counts as accepted; anything else (or a network failure, or no answer within
// 10 s) is an error, which the caller records on the outbox row as FAILED.
import type { EmailMessage } from "./message";

export type EmailTransport = (message: EmailMessage) => Promise<void>;

export interface HttpSenderConfig {
  url: string;
  apiKey: string;
  from: string;
  /** Injected in tests; the Worker's global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createHttpSender(config: HttpSenderConfig): EmailTransport {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async (message) => {
    const body: Record<string, unknown> = {
      from: config.from,
      to: [message.to],
      subject: message.subject,
      text: message.text,
    };
    if (message.html) body.html = message.html;
    const response = await doFetch(config.url, {
      method: "POST",
      headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 200);
      throw new Error(`Email API answered ${response.status}${detail ? `: ${detail}` : ""}`);
    }
  };
}

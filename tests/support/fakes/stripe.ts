// A local fake of the Stripe endpoints the payments adapter calls (customers, setup_intents,
// payment_methods/{id}/attach, checkout/sessions, payment_intents, refunds), a node:http server on loopback.
// Test payment methods behave like Stripe's: pm_card_chargeDeclined attaches (last4 0341) but its
// off-session charges are declined; a bacs_debit charge stays `processing` until a webhook. It checks the
// Bearer key and the form encoding as Stripe does, answers Stripe-shaped objects, and records every
// request so tests can assert what was sent.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface StripeFake {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
  });

export async function startStripeFake(secretKey = "sk_test_fake"): Promise<StripeFake> {
  const requests: RecordedRequest[] = [];
  let serial = 0;
  const id = (prefix: string) => `${prefix}_fake${++serial}`;
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const replays = new Map<string, { status: number; body: unknown }>();
  /** Paid intents and how much of each was refunded: a refund may not exceed what is left. */
  const paidIntents = new Map<string, { amount: number; refunded: number }>();
  const LAST4: Record<string, string> = { pm_card_mastercard: "4444", pm_card_chargeDeclined: "0341" };

  const server: Server = createServer(async (req, res) => {
    const form = Object.fromEntries(new URLSearchParams(await read(req)));
    const path = (req.url ?? "").split("?")[0];
    requests.push({
      method: req.method ?? "",
      path,
      form,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, message: string, code?: string) =>
      send(status, { error: { type: "invalid_request_error", message, code } });
    if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, "Invalid API Key provided");
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === "GET" && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      return session
        ? send(200, session)
        : error(404, `No such checkout session: '${sessionMatch[1]}'`, "resource_missing");
    }
    if (req.method !== "POST" || req.headers["content-type"] !== "application/x-www-form-urlencoded")
      return error(400, "Expected a form-encoded POST");
    // Stripe answers a repeated idempotency key with the first answer, charging nothing new.
    const key = req.headers["idempotency-key"] as string | undefined;
    const replay = key ? replays.get(`${path}|${key}`) : undefined;
    if (replay) return send(replay.status, replay.body);
    if (path === "/v1/payment_intents") {
      const intent = id("pi");
      const amount = Number(form.amount);
      if (!customers.has(form.customer)) return error(400, `No such customer: '${form.customer}'`, "resource_missing");
      if (!Number.isInteger(amount) || amount < 30 || form.currency !== "gbp" || form.confirm !== "true")
        return error(400, "Invalid amount, currency or confirm");
      let answer: { status: number; body: unknown };
      if (form.payment_method === "pm_card_chargeDeclined")
        answer = {
          status: 402,
          body: {
            error: {
              type: "card_error",
              code: "card_declined",
              message: "Your card was declined.",
              payment_intent: { id: intent, status: "requires_payment_method" },
            },
          },
        };
      else
        answer = {
          status: 200,
          body: {
            id: intent,
            object: "payment_intent",
            amount,
            currency: "gbp",
            customer: form.customer,
            payment_method: form.payment_method,
            status: form["payment_method_types[]"] === "bacs_debit" ? "processing" : "succeeded",
          },
        };
      if (answer.status === 200) paidIntents.set(intent, { amount, refunded: 0 });
      if (key) replays.set(`${path}|${key}`, answer);
      return send(answer.status, answer.body);
    }
    if (path === "/v1/refunds") {
      const paid = paidIntents.get(form.payment_intent);
      if (!paid) return error(400, `No such payment_intent: '${form.payment_intent}'`, "resource_missing");
      const amount = form.amount === undefined ? paid.amount - paid.refunded : Number(form.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return error(400, "Invalid positive integer", "parameter_invalid_integer");
      if (amount > paid.amount - paid.refunded)
        return error(400, "Refund amount is greater than the unrefunded amount on the charge", "amount_too_large");
      paid.refunded += amount;
      const answer = {
        status: 200,
        body: {
          id: id("re"),
          object: "refund",
          amount,
          currency: "gbp",
          payment_intent: form.payment_intent,
          status: "succeeded",
        },
      };
      if (key) replays.set(`${path}|${key}`, answer);
      return send(answer.status, answer.body);
    }

    if (path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        object: "customer",
        email: form.email ?? null,
        name: form.name ?? null,
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return send(200, customer);
    }
    const customerMatch = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (customerMatch) {
      const customer = customers.get(customerMatch[1]);
      if (!customer) return error(404, `No such customer: '${customerMatch[1]}'`, "resource_missing");
      customer.invoice_settings = { default_payment_method: form["invoice_settings[default_payment_method]"] ?? null };
      return send(200, customer);
    }
    if (path === "/v1/setup_intents") {
      if (form.customer && !customers.has(form.customer))
        return error(400, `No such customer: '${form.customer}'`, "resource_missing");
      const intent = id("seti");
      return send(200, {
        id: intent,
        object: "setup_intent",
        client_secret: `${intent}_secret_fake`,
        customer: form.customer ?? null,
        payment_method_types: [form["payment_method_types[]"] ?? "card"],
        status: "requires_payment_method",
        usage: form.usage ?? "off_session",
      });
    }
    const attach = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
    if (attach) {
      if (!customers.has(form.customer)) return error(400, `No such customer: '${form.customer}'`, "resource_missing");
      if (attach[1] === "pm_card_declined") return error(402, "Your card was declined.", "card_declined");
      return send(200, {
        id: attach[1],
        object: "payment_method",
        customer: form.customer,
        card: { brand: "visa", last4: LAST4[attach[1]] ?? "4242" },
      });
    }
    if (path === "/v1/checkout/sessions") {
      if (form.mode !== "setup" || !form.success_url || !form.cancel_url)
        return error(400, "Missing required param: mode, success_url or cancel_url");
      const session = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: form.mode,
        customer: form.customer,
        url: "",
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return send(200, session);
    }
    return error(404, `Unrecognized request URL (POST: ${path})`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A local fake of the Stripe endpoints the payments adapter calls (customers, setup_intents,
// payment_methods/{id}/attach, checkout/sessions), a node:http server on loopback. It checks the
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
    if (req.method !== "POST" || req.headers["content-type"] !== "application/x-www-form-urlencoded")
      return error(400, "Expected a form-encoded POST");

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
        card: { brand: "visa", last4: "4242" },
      });
    }
    if (path === "/v1/checkout/sessions") {
      if (form.mode !== "setup" || !form.success_url || !form.cancel_url)
        return error(400, "Missing required param: mode, success_url or cancel_url");
      const session = id("cs_test");
      return send(200, {
        id: session,
        object: "checkout.session",
        mode: form.mode,
        customer: form.customer,
        url: `https://checkout.stripe.test/c/pay/${session}`,
      });
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

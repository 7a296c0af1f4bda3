// A local fake of a browser vendor's push service (RFC 8030), a node:http server on loopback. It
// makes subscriptions as a browser would (its own P-256 key pair and auth secret per device, bound
// to the application server key it was created with), and for each POST /push/{id} it checks what a
// real service checks (aes128gcm, TTL, a VAPID token signed by that key for this origin) and then
// decrypts the message with the device's private key, as the browser would. It records every
// delivery; `down` answers 503 to everything, `gone(id)` makes a device answer 410.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PushMessage } from "../../../functions/contract/push";
import { toBase64url } from "../../../functions/push/base64url";
import { decryptPayload } from "../../../functions/push/decrypt";
import { importPrivateKey, newKeyPair } from "../../../functions/push/keys";
import { verifyVapid } from "../../../functions/push/vapid";

export interface FakeSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Delivery {
  subscriptionId: string;
  topic: string | undefined;
  message: PushMessage;
  /** performance.now() when the request arrived (the bench's clock). */
  at: number;
}

export interface PushServiceFake {
  url: string;
  deliveries: Delivery[];
  /** Requests refused (403/400 and while down), with the reason. */
  refused: { subscriptionId: string; status: number; reason: string }[];
  subscribe(applicationServerKey: string): Promise<FakeSubscription>;
  gone(id: string): void;
  down: boolean;
  /** Deliveries of one device; `byTag` groups them to count repeats. */
  to(sub: FakeSubscription): Delivery[];
  close(): Promise<void>;
}

interface Device {
  serverKey: string;
  privateKey: CryptoKey;
  p256dh: string;
  auth: string;
  gone: boolean;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
  });

export async function startPushServiceFake(): Promise<PushServiceFake> {
  const devices = new Map<string, Device>();
  let serial = 0;
  const fake: PushServiceFake = {
    url: "",
    deliveries: [],
    refused: [],
    down: false,
    async subscribe(serverKey) {
      const id = `d${++serial}`;
      const pair = await newKeyPair("ECDH");
      const auth = toBase64url(crypto.getRandomValues(new Uint8Array(16)));
      const privateKey = await importPrivateKey(pair.publicKey, pair.privateKey, "ECDH");
      devices.set(id, { serverKey, privateKey, p256dh: pair.publicKey, auth, gone: false });
      return { id, endpoint: `${fake.url}/push/${id}`, keys: { p256dh: pair.publicKey, auth } };
    },
    gone(id) {
      devices.get(id)!.gone = true;
    },
    to(sub) {
      return fake.deliveries.filter((d) => d.subscriptionId === sub.id);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (req, res) => {
    const at = performance.now();
    const body = await read(req);
    const id = /^\/push\/(\w+)$/.exec(req.url ?? "")?.[1] ?? "";
    const answer = (status: number, reason = "") => {
      if (status >= 300) fake.refused.push({ subscriptionId: id, status, reason });
      res.writeHead(status, { "content-type": "text/plain" }).end(reason);
    };
    const device = devices.get(id);
    if (req.method !== "POST" || !device) return answer(404, "no such subscription");
    if (fake.down) return answer(503, "down");
    if (device.gone) return answer(410, "unsubscribed");
    if (req.headers["content-encoding"] !== "aes128gcm") return answer(400, "content-encoding");
    if (!/^\d+$/.test(String(req.headers.ttl ?? ""))) return answer(400, "ttl");
    try {
      const authorization = String(req.headers.authorization ?? "");
      await verifyVapid(authorization, fake.url);
      // A push service only takes messages signed by the key the subscription was made with.
      if (!authorization.endsWith(`k=${device.serverKey}`)) return answer(403, "another application server key");
    } catch (error) {
      return answer(403, String(error));
    }
    let message: PushMessage;
    try {
      const plain = await decryptPayload(new Uint8Array(body), device);
      message = JSON.parse(new TextDecoder().decode(plain)) as PushMessage;
    } catch (error) {
      return answer(400, `undecryptable: ${String(error)}`);
    }
    const topic = req.headers.topic ? String(req.headers.topic) : undefined;
    fake.deliveries.push({ subscriptionId: id, topic, message, at });
    res.writeHead(201, { location: `${fake.url}/message/${fake.deliveries.length}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

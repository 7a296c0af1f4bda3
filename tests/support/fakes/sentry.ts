// A local fake of Sentry's ingestion endpoint (POST /api/{project}/envelope/), a node:http server on
// loopback: it answers as Sentry does and keeps each envelope's items so tests can read what a
// report carried. The DSN to give the Worker is `dsn`.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface SentryEnvelope {
  path: string;
  header: Record<string, unknown>;
  items: { type: string; payload: Record<string, unknown> }[];
  raw: string;
}

export interface SentryFake {
  dsn: string;
  envelopes: SentryEnvelope[];
  /** Resolves once `count` envelopes have arrived (toucan sends in the background). */
  received(count?: number, timeoutMs?: number): Promise<SentryEnvelope[]>;
  close(): Promise<void>;
}

function parseEnvelope(path: string, raw: string): SentryEnvelope {
  // Newline-delimited JSON: the envelope header, then item header and item payload pairs.
  const lines = raw.split("\n").filter(Boolean);
  const items: SentryEnvelope["items"] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    items.push({ type: String(JSON.parse(lines[i]).type), payload: JSON.parse(lines[i + 1]) });
  }
  return { path, header: JSON.parse(lines[0] ?? "{}"), items, raw };
}

export async function startSentryFake(project = "42", publicKey = "fakepublickey"): Promise<SentryFake> {
  const envelopes: SentryEnvelope[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0];
      if (req.method === "POST" && path === `/api/${project}/envelope/`) {
        envelopes.push(parseEnvelope(path, body));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: "fake" }));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${project}`,
    envelopes,
    async received(count = 1, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (envelopes.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return envelopes;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

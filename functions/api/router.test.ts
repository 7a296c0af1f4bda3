// The router's path memo must answer exactly what matching every route in turn answered: the first
// route in table order whose path and method match, 405 when only the path matches, 404 otherwise.
import { describe, expect, it } from "vitest";
import { createApiHandler } from "./router";
import { json } from "./http";
import type { Route } from "./types";
import type { Env } from "../env";

const route = (method: Route["method"], path: string, name: string): Route => ({
  method,
  path,
  access: "public",
  handler: async (c) => json({ name, params: c.params }),
});

// A literal path mounted before the parameter route that would also match it, as the real table does.
const table: Route[] = [
  route("GET", "/auction/bids", "literal"),
  route("GET", "/auction/{id}", "by id"),
  route("POST", "/auction/{id}", "post by id"),
];
const env = { DB: {} } as Env;
// The router only hands ctx on to handlers; these handlers never touch it.
const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined } as unknown as ExecutionContext;
const api = createApiHandler(() => table);

async function call(method: string, path: string) {
  const res = await api(new Request(`https://x.test/api${path}`, { method }), env, ctx);
  return { status: res.status, body: (await res.json()) as { data?: { name: string; params: object } } };
}

describe("API router path memo", () => {
  it("answers the first matching route, again and again", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await call("GET", "/auction/bids")).body.data?.name).toBe("literal");
      expect((await call("GET", "/auction/12")).body.data).toEqual({ name: "by id", params: { id: "12" } });
      expect((await call("POST", "/auction/12")).body.data?.name).toBe("post by id");
    }
  });

  it("keeps each path's own parameters", async () => {
    expect((await call("GET", "/auction/7")).body.data?.params).toEqual({ id: "7" });
    expect((await call("GET", "/auction/8/")).body.data?.params).toEqual({ id: "8" });
  });

  it("answers 405 when only the path matches and 404 when nothing does", async () => {
    expect((await call("DELETE", "/auction/12")).status).toBe(405);
    expect((await call("DELETE", "/auction/12")).status).toBe(405);
    expect((await call("GET", "/nowhere")).status).toBe(404);
  });

  it("answers 404, not 500, to a malformed escape in a path parameter", async () => {
    expect((await call("GET", "/auction/%E0")).status).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import { health } from "./health-route";
import type { Env } from "../env";

const answering = {
  DB: { prepare: () => ({ first: async () => ({ 1: 1 }) }) },
  MEDIA: { head: async () => null },
  TOPIC_HUB: { idFromName: () => "id", get: () => ({ fetch: async () => new Response("Not Found", { status: 404 }) }) },
};
// Stubs of the three bindings, typed as the Worker's (only the calls health makes exist).
const env = (over: Partial<typeof answering>) => ({ ...answering, ...over }) as unknown as Env;

describe("health", () => {
  it("is ok when every store answers, even with a 404 or an absent key", async () => {
    expect(await health(env({}))).toMatchObject({ ok: true, checks: { d1: "ok", r2: "ok", durableObjects: "ok" } });
  });

  it("names the store that throws or never answers", async () => {
    const failing = env({
      DB: { prepare: () => ({ first: async () => Promise.reject(new Error("D1_ERROR: overloaded")) }) },
      MEDIA: { head: () => new Promise<null>(() => {}) },
    });
    const result = await health(failing);
    expect(result).toMatchObject({ ok: false, checks: { d1: "down", r2: "down", durableObjects: "ok" } });
  }, 10_000);
});

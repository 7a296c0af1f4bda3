// GET /api/health: the build version and whether D1, R2 and the Durable Objects answer, for uptime
// checks and for ops after a deploy. 200 when all answer, 503 (with Retry-After) when one does not.
// GET /api/health/live answers without touching storage: the cheapest "is the Worker up".
import { z } from "zod";
import type { Route } from "./types";
import type { Env } from "../env";
import { buildVersion } from "../observability/build-version";

const CHECK_TIMEOUT_MS = 3000;
const Check = z.enum(["ok", "down"]);

export const HealthData = z.object({
  ok: z.boolean(),
  version: z.string().describe("The commit the Worker was built from"),
  checks: z.object({ d1: Check, r2: Check, durableObjects: Check }),
});
export type HealthAnswer = z.infer<typeof HealthData>;

async function answers(probe: () => Promise<unknown>): Promise<"ok" | "down"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export async function health(env: Pick<Env, "DB" | "MEDIA" | "TOPIC_HUB">): Promise<HealthAnswer> {
  const [d1, r2, durableObjects] = await Promise.all([
    answers(() => env.DB.prepare("SELECT 1").first()),
    // head() of a key nobody writes: null is an answer.
    answers(() => env.MEDIA.head("health-check")),
    // A TopicHub answers 404 to any path but /subscribe; any answer means objects run.
    answers(async () => {
      const hub = env.TOPIC_HUB.get(env.TOPIC_HUB.idFromName("health-check"));
      await (await hub.fetch("https://hub/health")).arrayBuffer();
    }),
  ]);
  const checks = { d1, r2, durableObjects };
  return { ok: Object.values(checks).every((c) => c === "ok"), version: buildVersion(), checks };
}

export const healthRoutes: Route[] = [
  {
    method: "GET",
    path: "/health",
    access: "public",
    summary: "Build version and whether D1, R2 and the Durable Objects answer (503 when one does not)",
    tags: ["meta"],
    responses: { 200: HealthData },
    handler: async ({ env }) => {
      const data = await health(env);
      const headers = { "cache-control": "no-store", ...(data.ok ? {} : { "retry-after": "30" }) };
      return Response.json({ data }, { status: data.ok ? 200 : 503, headers });
    },
  },
  {
    method: "GET",
    path: "/health/live",
    access: "public",
    summary: "Liveness only: answers without touching storage",
    tags: ["meta"],
    responses: { 200: z.object({ ok: z.literal(true), version: z.string() }) },
    handler: () => Response.json({ data: { ok: true, version: buildVersion() } }),
  },
];

// Fans live events out to subscribers (seller organisation rooms and the global feed).
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";

export class TopicHub extends DurableObject<Env> {
  async fetch(): Promise<Response> {
    return new Response("Not Found", { status: 404 });
  }
}

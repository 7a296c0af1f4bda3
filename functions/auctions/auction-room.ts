// One Durable Object per auction: the authority while it is live (issue 4 fills in the engine).
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";

export class AuctionRoom extends DurableObject<Env> {
  async fetch(): Promise<Response> {
    return new Response("Not Found", { status: 404 });
  }
}

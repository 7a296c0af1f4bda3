// The one way the auction engine announces a change. Fans the event out to the auction's hub,
// the seller organisation's hub and, for a new auction, the global search feed. Events are hints
// (clients refetch from the API), so a hub that cannot be reached is logged, never thrown: a bid
// must not fail because nobody could be told about it.
import type { Env } from "../env";
import type { TopicHub } from "./topic-hub";
import { hubsFor, toEnvelope, type LiveAudience, type LiveEvent } from "./events";
import { logAuctionEvent } from "../observability/auction-event-log";

export type { LiveEvent, LiveAudience } from "./events";

export function topicHub(env: Pick<Env, "TOPIC_HUB">, name: string) {
  // Env declares the binding untyped; the RPC methods are TopicHub's.
  const ns = env.TOPIC_HUB as unknown as DurableObjectNamespace<TopicHub>;
  return ns.get(ns.idFromName(name));
}

export async function publishAuctionEvent(
  env: Env,
  event: LiveEvent,
  audience: { sellerOrganizationId: number; publishTarget: LiveAudience["publishTarget"]; groupId: number | null },
): Promise<void> {
  await publishToHubs(env, event, audience);
}

/** As publishAuctionEvent, answering how many subscribers each hub reached (tests, benchmarks). */
export async function publishToHubs(
  env: Pick<Env, "TOPIC_HUB">,
  event: LiveEvent,
  audience: LiveAudience,
): Promise<Record<string, number>> {
  const envelope = toEnvelope(event);
  const reach = {
    sellerOrganizationId: audience.sellerOrganizationId,
    publishTarget: audience.publishTarget,
    groupId: audience.groupId,
  };
  const hubs = hubsFor(envelope, reach);
  const results = await Promise.allSettled(hubs.map((name) => topicHub(env, name).publish(envelope, reach)));
  const delivered: Record<string, number> = {};
  results.forEach((result, i) => {
    if (result.status === "fulfilled") delivered[hubs[i]] = result.value;
    else console.error("live event not delivered", hubs[i], envelope.type, envelope.auctionId, result.reason);
  });
  logAuctionEvent(envelope, Object.keys(delivered).length, hubs.length);
  return delivered;
}

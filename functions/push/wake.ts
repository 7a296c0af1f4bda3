// Waking the push sender, apart from its class so that an HTTP handler (loaded outside workerd by
// the OpenAPI tests) can wake it without importing "cloudflare:workers".
import type { Env } from "../env";
import type { PushSender } from "./push-sender";

/** Wakes the sender; safe to call when push is off or the binding is absent (it does nothing). */
export async function wakePushSender(env: Env): Promise<void> {
  if (!env.PUSH_SENDER || !env.VAPID_PRIVATE_KEY) return;
  const stub = env.PUSH_SENDER.get(env.PUSH_SENDER.idFromName("push")) as DurableObjectStub<PushSender>;
  await stub.drain();
}

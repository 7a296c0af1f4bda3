// The one object that sends pushes (decision 0109): woken whenever notices queued pushes, it drains
// the push outbox and sets its alarm for the next retry, so a push service that was down gets its
// messages seconds to minutes later with nothing lost, even when no new event wakes it. The outbox
// lives in D1; the object holds no state of its own beyond its alarm.
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import { drainPush, type DrainResult } from "./drain";

export class PushSender extends DurableObject<Env> {
  private running: Promise<DrainResult> | null = null;
  private again = false;

  /** Drains now; a wake during a drain makes it go round once more (rows queued meanwhile). */
  async drain(): Promise<DrainResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let result: DrainResult;
      do {
        this.again = false;
        result = await drainPush(this.env);
      } while (this.again);
      if (result.nextDueMs !== null) await this.ctx.storage.setAlarm(Math.max(result.nextDueMs, Date.now() + 250));
      return result;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async alarm(): Promise<void> {
    await this.drain();
  }
}

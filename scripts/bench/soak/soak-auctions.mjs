// Each auction's life in the soak: launched for 30 minutes, its room's clock moved so the alarm
// closes it 2 to 6 real minutes later (soft close still extends it while bids come in), checked once
// closed (soak-verify.mjs), then what a seller does next: a declined result is rejected and the
// car relaunched, an unsold or cancelled one relaunched, a sold one replaced by a new listing with
// twelve new photos. A few are cancelled by their seller while live.
import { verifyLaunch } from "./soak-verify.mjs";
import { launchBody, listVehicle } from "./soak-listing.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const between = (lo, hi) => lo + Math.random() * (hi - lo);
const pounds = (n) => Math.round(n / 50) * 5000;

/** A run's terms: mostly reserve auctions (about half meet the reserve), some minimum price, some trying to deal. */
function planFor(value) {
  const roll = Math.random();
  if (roll < 0.6) return { type: "PHYSICAL", minimumPriceInPence: pounds((value / 100) * between(0.8, 1.2)) };
  if (roll < 0.8) return { type: "MINIMUM_PRICE", minimumPriceInPence: pounds((value / 100) * 0.3) };
  return { type: "TRYING_TO_DEAL", minimumPriceInPence: null };
}

export class AuctionFleet {
  constructor({ client, readers, tally, photos }) {
    Object.assign(this, { client, readers, tally, photos });
    this.live = new Map();
    this.all = [];
    this.stopping = false;
    this.counts = { launches: 0, relaunches: 0, closes: {}, cancels: 0, listings: 0, failedSteps: 0, adopted: 0 };
    /** Auctions whose first launch has been tried: the run starts once all have. */
    this.firstTried = 0;
  }

  liveIds() {
    return [...this.live.keys()];
  }

  /** Starts the life of an auction from its draft; answers when the loop ends (at stop). */
  async run(seller, reference, draftId) {
    let auction = this.track(seller, reference, draftId);
    let version = (await this.client.data("GET", `/api/auction/draft/${draftId}`, { token: await seller.token() }))
      .auctionVersion;
    let first = true;
    while (!this.stopping) {
      const launched = await this.launch(auction, version);
      if (first) this.firstTried++;
      first = false;
      if (!launched) break;
      const closed = await this.untilClosed(auction);
      if (!closed) break;
      this.counts.closes[closed.status] = (this.counts.closes[closed.status] ?? 0) + 1;
      await this.check(auction, closed);
      if (this.stopping) break;
      if (closed.status === "SOLD") {
        const id = await listVehicle(this.client, seller, reference, this.photos);
        this.counts.listings++;
        if (id === null) {
          this.counts.failedSteps++;
          break;
        }
        auction = this.track(seller, reference, id);
        version = (await this.client.data("GET", `/api/auction/draft/${id}`, { token: await seller.token() }))
          .auctionVersion;
        continue;
      }
      version = closed.version;
      if (closed.status === "TO_ACCEPT") {
        const res = await this.client.call("POST", `/api/auction/${auction.id}/rejection/seller`, {
          token: await seller.token(),
          body: { version },
          kind: "lifecycle",
        });
        const after = res?.status === 200 ? res.json.data : await this.state(auction);
        if (after?.status !== "REJECTED") {
          this.counts.failedSteps++;
          this.tally.problems.push(`rejection of ${auction.id} answered ${res?.status}: ${res?.text?.slice(0, 200)}`);
          break;
        }
        version = after.version;
      }
      this.counts.relaunches++;
    }
  }

  track(seller, reference, id) {
    const auction = {
      id,
      seller,
      sellerOrganizationId: seller.organizationId,
      // What the trade thinks the car is worth: bidders' limits are spread around it.
      valueInPence: pounds(between(2000, 12000)),
      epoch: 0,
      inflight: new Map(),
      accepted: new Map(),
      plan: null,
      endsAtMs: 0,
    };
    this.all.push(auction);
    return auction;
  }

  async launch(auction, version) {
    const token = await auction.seller.token();
    auction.plan = planFor(auction.valueInPence);
    const res = await this.client.call("POST", "/api/auction", {
      token,
      body: launchBody(auction.id, version, auction.plan),
      kind: "lifecycle",
    });
    // An answer lost on the way back (the dev proxy's 503) may hide a launch the room made: its state says.
    const launched = res?.status === 200 ? res.json.data : await this.adopt(auction, res);
    if (!launched) return false;
    this.counts.launches++;
    const endsOn = Date.parse(launched.endsOn);
    const clock = await this.client.call("POST", `/api/test/auction/${auction.id}/clock`, {
      body: { now: new Date(endsOn - between(120_000, 360_000)).toISOString(), runAlarm: false },
      kind: "lifecycle",
    });
    if (clock?.status !== 200) {
      this.counts.failedSteps++;
      this.tally.problems.push(`clock of ${auction.id} answered ${clock?.status}: ${clock?.text?.slice(0, 200)}`);
      return false;
    }
    this.follow(auction, clock.json.data);
    auction.epoch++;
    auction.accepted.set(auction.epoch, []);
    auction.cancelAt = Math.random() < 0.08 ? Date.now() + between(30_000, 90_000) : null;
    this.live.set(auction.id, auction);
    return true;
  }

  /** After a refused or lost launch: the room's state if it did launch (a new run), else null (counted). */
  async adopt(auction, res) {
    const snapshot = await this.state(auction);
    if (snapshot?.status === "PUBLISHED" && snapshot.launchCount > (auction.launchCount ?? 0)) {
      this.counts.adopted++;
      return snapshot;
    }
    this.counts.failedSteps++;
    this.tally.problems.push(`launch of ${auction.id} answered ${res?.status}: ${res?.text?.slice(0, 200)}`);
    return null;
  }

  /** The real time the room's end falls at: its clock runs ahead of ours by a fixed offset. */
  follow(auction, snapshot) {
    auction.endsAtMs = Date.parse(snapshot.endsOn) - (Date.parse(snapshot.now) - Date.now());
  }

  async state(auction) {
    const res = await this.client.call("GET", `/api/test/auction/${auction.id}/state`, { kind: "lifecycle" });
    return res?.status === 200 ? res.json.data : null;
  }

  /** Waits (a second at a time, so a stop is prompt) until the room has closed the auction. */
  async untilClosed(auction) {
    for (;;) {
      const due = auction.cancelAt ?? auction.endsAtMs + 2000;
      while (Date.now() < due) {
        if (this.stopping) return null;
        await sleep(Math.min(1000, due - Date.now()));
      }
      const snapshot = await this.state(auction);
      if (!snapshot) continue;
      if (snapshot.status !== "PUBLISHED") return snapshot;
      if (auction.cancelAt) {
        auction.cancelAt = null;
        await this.cancel(auction, snapshot);
        continue;
      }
      this.follow(auction, snapshot);
    }
  }

  async cancel(auction, snapshot) {
    const res = await this.client.call("POST", `/api/auction/${auction.id}/cancel`, {
      token: await auction.seller.token(),
      body: { version: snapshot.version },
      kind: "lifecycle",
    });
    if (res?.status === 200) this.counts.cancels++;
  }

  /** Closes the launch to new bids from the clients, lets those in flight land, then verifies it. */
  async check(auction, snapshot) {
    this.live.delete(auction.id);
    const epoch = auction.epoch;
    auction.epoch++;
    while ((auction.inflight.get(epoch) ?? 0) > 0) await sleep(100);
    const final = (await this.state(auction)) ?? snapshot;
    auction.launchCount = final.launchCount;
    await verifyLaunch(this.client, this.readers, auction, final, auction.accepted.get(epoch) ?? [], this.tally);
    auction.verified = epoch;
  }

  /** After the run: the launches still open are checked as they stand. */
  async checkRemaining() {
    for (const auction of this.all) {
      if (!auction.plan || auction.verified === auction.epoch || !auction.accepted.has(auction.epoch)) continue;
      const snapshot = await this.state(auction);
      if (snapshot) await this.check(auction, snapshot);
    }
  }
}

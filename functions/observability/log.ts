// One JSON object per line on the console, which Workers Logs (wrangler.toml [observability])
// indexes field by field. Each line type lists its fields, so nothing else (passwords, tokens,
// card data, request bodies) can slip into one.
export interface RequestLine {
  type: "request";
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  memberId: number | null;
  auctionId: number | null;
  /** The class of an error thrown past every handler (its message may hold user input). */
  error?: string;
}

export interface AuctionEventLine {
  type: "auction_event";
  event: string;
  auctionId: number;
  status: string | null;
  bidCount: number | null;
  /** Hubs that took the event, of those it went to. */
  delivered: number;
  hubs: number;
  requestId: string | null;
}

export function logLine(line: RequestLine | AuctionEventLine): void {
  console.log(JSON.stringify({ ...line, at: new Date().toISOString() }));
}

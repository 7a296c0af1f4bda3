// The query of the live streams (spec 001 section 7), as the browser hook builds it. The shape is
// defined once beside the API's stream routes; this re-exports it for the app.
export {
  normaliseAuctionIds,
  parseStreamQuery,
  streamPath as streamUrl,
  type LiveFeed,
  type LiveStreamKind,
  type StreamQuery,
} from "~contract/live-stream-query";

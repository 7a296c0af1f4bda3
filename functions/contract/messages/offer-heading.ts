// A negotiated auction's card heads its price with the counter on the table (decision 0256). A
// module of its own, so only the list cards carry it, not the detail pages' bundles.
export const OFFER_HEADING = "OFFER ON THE TABLE";

// The counter-offer dialog on the detail, fetched on the first SEND COUNTER, ACCEPT or DECLINE.
import { lazyDialog, openedOnce } from "~/components/lazy-dialog";
import type { OfferDialogProps } from "./offer-dialog";

export const LazyOfferDialog = lazyDialog<OfferDialogProps>(
  () => import("./offer-dialog").then((m) => m.OfferDialog),
  openedOnce,
);

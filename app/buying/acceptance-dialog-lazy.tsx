// The winner's Accept / Reject dialog on the detail, fetched on the first ACCEPT or REJECT.
import { lazyDialog, openedOnce } from "~/components/lazy-dialog";
import type { AcceptanceDialogProps } from "./acceptance";

export const LazyAcceptanceDialog = lazyDialog<AcceptanceDialogProps>(
  () => import("./acceptance-dialog").then((m) => m.AcceptanceDialog),
  openedOnce,
);

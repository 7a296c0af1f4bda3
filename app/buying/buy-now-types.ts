// What Buy Now's offer, its confirmation form and its action share: apart from both components,
// so the lazily loaded form (buy-now-form.tsx) and the offer that loads it do not import each other.
import type { FetchedDialogProps } from "~/components/lazy-dialog";

/** The auction a Buy Now confirmation names. */
export interface BuyNowTarget {
  id: number;
  title: string;
  /** Named before the title, so the dealer knows which car they are paying for. */
  plate: string | null;
  priceInPence: number;
}

/** The Buy Now action's answer to a refused or accepted post. */
export type BuyNowActionData = { ok: boolean; message: string };

/** The Buy Now dialog's inputs: the detail page keeps it closed until the first BUY NOW. */
export interface BuyNowDialogProps extends FetchedDialogProps<BuyNowActionData> {
  target: BuyNowTarget;
  returnTo: string;
}

// Dates and money of the books tables: London calendar dates (dd/MM/yyyy, the search format) and
// pounds with pence, as on the invoice itself.
import { formatUkDate } from "~/utils/dates";

export const bookDate = (iso: string) => formatUkDate(iso);

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
export const bookMoney = (pence: number) => gbp.format(pence / 100);

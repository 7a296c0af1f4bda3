// The invoice as a PDF (issue 14), drawn with pdf-lib inside the Worker: no native code and no
// headless browser. A4, Helvetica (its WinAnsi encoding has the pound sign), one line per fee,
// then net, VAT at 20% and gross. Long invoices continue on further pages.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatPounds } from "../contract/money";
import { VAT_RATE_PERCENT } from "../contract/books";
import type { InvoiceWithLines } from "./read/transactions";
import { londonDay } from "./periods";

export interface InvoiceParty {
  officialCompanyName: string;
  tradeName: string;
  vatNumber: string;
  address: string[];
}

export interface Issuer {
  name: string;
  email: string;
  phone: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/** `2026-10-05T…Z` → `05/10/2026` (London day). */
const ukDate = (iso: string) => londonDay(iso).split("-").reverse().join("/");
/** `2026-10` → `October 2026`. */
const monthName = (period: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${period}-15T12:00:00Z`),
  );
/** Always with pence on an invoice: "£1,050.00". */
const money = (pence: number) => (pence % 100 === 0 ? `${formatPounds(pence)}.00` : formatPounds(pence));

/** Text that Helvetica's WinAnsi encoding can draw; anything else becomes "?" rather than throwing. */
const safe = (text: string) => text.replace(/[^\x20-\x7e\u00a3\u00a0-\u00ff]/g, "?");

export async function invoicePdf(invoice: InvoiceWithLines, party: InvoiceParty, issuer: Issuer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.invoiceNumber}`);
  doc.setAuthor(issuer.name);
  doc.setCreationDate(new Date(invoice.createdOn));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const text = (p: PDFPage, s: string, x: number, at: number, font: PDFFont = regular, size = 10, color = INK) =>
    p.drawText(safe(s), { x, y: at, size, font, color });
  const right = (p: PDFPage, s: string, at: number, font: PDFFont = regular, size = 10) =>
    text(p, s, A4.width - MARGIN - font.widthOfTextAtSize(safe(s), size), at, font, size);

  text(page, issuer.name, MARGIN, y, bold, 18);
  right(page, "INVOICE", y, bold, 18);
  y -= 18;
  text(page, `${issuer.email}  ${issuer.phone}`, MARGIN, y, regular, 9, MUTED);
  y -= 36;
  const facts: [string, string][] = [
    ["Invoice number", invoice.invoiceNumber],
    ["Invoice date", ukDate(invoice.createdOn)],
    ["Period", monthName(invoice.period)],
  ];
  let factsY = y;
  for (const [label, value] of facts) {
    text(page, label, 330, factsY, regular, 10, MUTED);
    right(page, value, factsY, bold);
    factsY -= 15;
  }
  text(page, "Bill to", MARGIN, y, regular, 10, MUTED);
  y -= 15;
  for (const line of [
    party.officialCompanyName,
    `Trading as ${party.tradeName}`,
    ...party.address,
    `VAT ${party.vatNumber}`,
  ]) {
    text(page, line, MARGIN, y);
    y -= 13;
  }
  y = Math.min(y, factsY) - 30;

  const header = (p: PDFPage, at: number) => {
    text(p, "Date", MARGIN, at, bold);
    text(p, "Description", MARGIN + 80, at, bold);
    right(p, "Net", at, bold);
    p.drawLine({
      start: { x: MARGIN, y: at - 6 },
      end: { x: A4.width - MARGIN, y: at - 6 },
      thickness: 0.5,
      color: MUTED,
    });
    return at - 22;
  };
  y = header(page, y);
  for (const line of invoice.lines) {
    if (y < MARGIN + 90) {
      page = doc.addPage([A4.width, A4.height]);
      text(page, `Invoice ${invoice.invoiceNumber} (continued)`, MARGIN, A4.height - MARGIN, bold, 12);
      y = header(page, A4.height - MARGIN - 30);
    }
    text(page, ukDate(line.transactionOn), MARGIN, y);
    const title = line.title.length > 70 ? `${line.title.slice(0, 67)}...` : line.title;
    text(page, title, MARGIN + 80, y);
    right(page, money(line.amountInPence), y);
    y -= 16;
  }
  page.drawLine({ start: { x: 330, y: y + 4 }, end: { x: A4.width - MARGIN, y: y + 4 }, thickness: 0.5, color: MUTED });
  y -= 12;
  const totals: [string, number, PDFFont][] = [
    ["Net", invoice.netAmountInPence, regular],
    [`VAT at ${VAT_RATE_PERCENT}%`, invoice.vatAmountInPence, regular],
    ["Gross (total due)", invoice.totalAmountInPence, bold],
  ];
  for (const [label, amount, font] of totals) {
    text(page, label, 330, y, font);
    right(page, money(amount), y, font);
    y -= 16;
  }
  text(
    page,
    "Fees are charged to the payment method saved in your account. Thank you for trading with us.",
    MARGIN,
    MARGIN,
    regular,
    9,
    MUTED,
  );
  return doc.save();
}

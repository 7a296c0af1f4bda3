// The invoice as a PDF (issue 14), drawn with pdf-lib inside the Worker: no native code and no
// headless browser. A4, Helvetica (its WinAnsi encoding has the pound sign). It is a full UK VAT
// invoice (issue 22 item 7, decision 0113): the supplier's name, address and VAT registration
// number, the invoice number, date and tax point, the customer's name and address, and per line
// the description, net amount, VAT rate and VAT, then the totals. Long invoices continue on
// further pages.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatPounds } from "../contract/money";
import { VAT_RATE_PERCENT, vatOf } from "../contract/books";
import { formatVatNumber, supplierAddressLines, type SupplierDetails } from "../contract/supplier";
import type { InvoiceWithLines } from "./read/transactions";
import { londonDay } from "./periods";

export interface InvoiceParty {
  officialCompanyName: string;
  tradeName: string;
  vatNumber: string;
  address: string[];
}

/** Who issues the invoice: the details ops saved, or (until then) just a name and contact. */
export interface Issuer {
  name: string;
  email: string;
  phone: string;
  supplier: SupplierDetails | null;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RIGHT = A4.width - MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
/** Right edges of the money columns, and where the description must stop. */
const COL = { net: 380, rate: 435, vat: RIGHT, descriptionEnd: 315 };

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

/** The text cut with "..." to fit `width` points. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let s = safe(text);
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  while (s.length > 1 && font.widthOfTextAtSize(`${s}...`, size) > width) s = s.slice(0, -1);
  return `${s.trimEnd()}...`;
}

function supplierLines(issuer: Issuer): string[] {
  const s = issuer.supplier;
  if (!s) return [[issuer.email, issuer.phone].filter(Boolean).join("  ")];
  return [
    ...supplierAddressLines(s),
    `VAT registration number: ${formatVatNumber(s.vatNumber)}`,
    ...(s.companyNumber ? [`Company number: ${s.companyNumber}`] : []),
    [s.email ?? issuer.email, s.phone ?? issuer.phone].filter(Boolean).join("  "),
  ];
}

export async function invoicePdf(invoice: InvoiceWithLines, party: InvoiceParty, issuer: Issuer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const supplierName = issuer.supplier?.name ?? issuer.name;
  doc.setTitle(`VAT invoice ${invoice.invoiceNumber}`);
  doc.setAuthor(supplierName);
  doc.setCreationDate(new Date(invoice.createdOn));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([A4.width, A4.height]);
  const text = (p: PDFPage, s: string, x: number, at: number, font: PDFFont = regular, size = 10, color = INK) =>
    p.drawText(safe(s), { x, y: at, size, font, color });
  const rightAt = (p: PDFPage, s: string, edge: number, at: number, font: PDFFont = regular, size = 10) =>
    text(p, s, edge - font.widthOfTextAtSize(safe(s), size), at, font, size);

  // Supplier (left) and the invoice's facts (right).
  let y = A4.height - MARGIN;
  text(page, supplierName, MARGIN, y, bold, 16);
  rightAt(page, "VAT INVOICE", RIGHT, y, bold, 16);
  y -= 16;
  for (const line of supplierLines(issuer)) {
    // Left of the facts column, however long an address line is.
    text(page, fit(line, regular, 9, 280), MARGIN, y, regular, 9, MUTED);
    y -= 12;
  }
  const invoiceDate = ukDate(invoice.createdOn);
  const facts: [string, string][] = [
    ["Invoice number", invoice.invoiceNumber],
    ["Invoice date", invoiceDate],
    // Fees of a month are invoiced at its end; the invoice's date is the tax point (decision 0113).
    ["Tax point", invoiceDate],
    ["Period", monthName(invoice.period)],
  ];
  let factsY = A4.height - MARGIN - 32;
  for (const [label, value] of facts) {
    text(page, label, 340, factsY, regular, 10, MUTED);
    rightAt(page, value, RIGHT, factsY, bold);
    factsY -= 15;
  }

  y = Math.min(y, factsY) - 20;
  text(page, "Bill to", MARGIN, y, regular, 10, MUTED);
  y -= 15;
  for (const line of [
    party.officialCompanyName,
    `Trading as ${party.tradeName}`,
    ...party.address,
    `VAT registration number: ${party.vatNumber}`,
  ]) {
    text(page, line, MARGIN, y);
    y -= 13;
  }
  y -= 22;

  const header = (p: PDFPage, at: number) => {
    text(p, "Date", MARGIN, at, bold, 9);
    text(p, "Description", MARGIN + 62, at, bold, 9);
    rightAt(p, "Net", COL.net, at, bold, 9);
    rightAt(p, "VAT rate", COL.rate, at, bold, 9);
    rightAt(p, "VAT", COL.vat, at, bold, 9);
    p.drawLine({ start: { x: MARGIN, y: at - 6 }, end: { x: RIGHT, y: at - 6 }, thickness: 0.5, color: MUTED });
    return at - 20;
  };
  y = header(page, y);
  for (const line of invoice.lines) {
    if (y < MARGIN + 110) {
      page = doc.addPage([A4.width, A4.height]);
      text(page, `VAT invoice ${invoice.invoiceNumber} (continued)`, MARGIN, A4.height - MARGIN, bold, 12);
      y = header(page, A4.height - MARGIN - 30);
    }
    text(page, ukDate(line.transactionOn), MARGIN, y, regular, 9);
    text(page, fit(line.title, regular, 9, COL.descriptionEnd - (MARGIN + 62)), MARGIN + 62, y, regular, 9);
    rightAt(page, money(line.amountInPence), COL.net, y, regular, 9);
    rightAt(page, `${VAT_RATE_PERCENT}%`, COL.rate, y, regular, 9);
    rightAt(page, money(vatOf(line.amountInPence)), COL.vat, y, regular, 9);
    y -= 15;
  }
  page.drawLine({ start: { x: 330, y: y + 4 }, end: { x: RIGHT, y: y + 4 }, thickness: 0.5, color: MUTED });
  y -= 12;
  const totals: [string, number, PDFFont][] = [
    ["Total net", invoice.netAmountInPence, regular],
    [`Total VAT at ${VAT_RATE_PERCENT}%`, invoice.vatAmountInPence, regular],
    ["Total due (GBP)", invoice.totalAmountInPence, bold],
  ];
  for (const [label, amount, font] of totals) {
    text(page, label, 330, y, font);
    rightAt(page, money(amount), RIGHT, y, font);
    y -= 16;
  }
  const notes = [
    `VAT is charged at the standard rate of ${VAT_RATE_PERCENT}%; the total VAT is worked out on the invoice's net total.`,
    "Fees are charged to the payment method saved in your account. Thank you for trading with us.",
  ];
  notes.forEach((note, i) => text(page, note, MARGIN, MARGIN + 12 * (notes.length - 1 - i), regular, 8, MUTED));
  return doc.save();
}

import type { MerchantOrder } from '@perkdesk/contracts';

/** The columns of the history export, in order: a heading and how an order fills it. */
const COLUMNS: [string, (order: MerchantOrder, line: CsvLine) => string | number | null][] = [
  ['Order', (o) => o.id],
  ['Status', (o) => o.status],
  ['Store', (o, line) => line.storeName(o.storeId)],
  ['Customer', (o) => o.customerName],
  ['Phone', (o) => o.customerPhone],
  ['Serve type', (o) => o.serveType],
  ['Payment', (o) => o.paymentMethod],
  ['Items', (o) => o.numberOfItems],
  ['Subtotal', (o) => o.subAmount],
  ['Discount', (o) => o.discountAmount],
  ['Taxes', (o) => o.taxAmount],
  ['Service fee', (o) => o.serviceFee],
  ['Delivery', (o) => o.deliveryPrice],
  ['Points value', (o) => o.globalPointsEquivalentAmount],
  ['Total', (o) => o.totalAmount],
  ['Refunded', (o) => o.refundedAmount],
  ['Paid at', (o, line) => line.localTime(o.paidAt)],
  ['Completed at', (o, line) => line.localTime(o.completedAt)],
  ['Last updated', (o, line) => line.localTime(o.lastUpdatedAt)],
];

export interface CsvLine {
  storeName(storeId: string): string;
  localTime(iso: string | null): string | null;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A text starting with
 * = + - @ is prefixed with ' so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvHeading = `${COLUMNS.map(([heading]) => csvCell(heading)).join(',')}\r\n`;

export function csvRow(order: MerchantOrder, line: CsvLine): string {
  return `${COLUMNS.map(([, cell]) => csvCell(cell(order, line))).join(',')}\r\n`;
}

/** "YYYY-MM-DD HH:mm" in a zone: what a spreadsheet reads as a date and time. */
export function localTimeIn(zone: string): (iso: string | null) => string | null {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => (iso === null ? null : format.format(new Date(iso)).replace(',', ''));
}

import type { CustodySlipData, CustodySlipKind, CustodySlipLabel, CustodySlipTitle } from '@/lib/documents/custody-slip';
import { formatDecimal, formatRupiah, textColumns, wrapText } from '@/lib/format';
import { INDONESIAN_NUMBERS, type NumberStyle } from '@/lib/format/number-style';
import { copiesOf, cutField, CUSTOMER_LINES, field, ITEM_LINES, labelWidthOf, type SlipLine } from './layout';

/** The words of the order, deposit and repair slips (the `custodySlip` messages, with the nota's copy labels). */
export type CustodySlipLabels = Record<
  | CustodySlipTitle | CustodySlipLabel | 'tanggal' | 'kasir' | 'sales' | 'customer' | 'alamat' | 'noHp' | 'barang' | 'beratMasuk' | 'beratAkhir'
  | 'totalBerat' | 'totalBeratAkhir' | 'syaratPesanan' | 'syaratTitipan' | 'syaratService' | 'siapDiambil' | 'copyPelanggan' | 'copyInternal',
  string
>;

export type CustodyLayoutOptions = { columns: number; duplicate: boolean; ellipsis?: string; numbers?: NumberStyle };

/** The terms under the first copy, each kind its own (the order's down payment, the deposit's held item, the repair's pickup). */
export const TERMS_OF: Record<CustodySlipKind, 'syaratPesanan' | 'syaratTitipan' | 'syaratService'> = {
  pesanan: 'syaratPesanan', titipan: 'syaratTitipan', service: 'syaratService',
};

const gram = (value: string, numbers: NumberStyle) => `${formatDecimal(value, 3, numbers)} gr`;

/**
 * An order's, a deposit's or a repair ticket's slip (decision 035): the shop, the title of the document's stage and its
 * number, the date, cashier, salesperson and customer, the stage's own header rows, each piece (name, jenis and kadar
 * or barcode, the weight, the weight it came back with, its price), the total weight, then the figures: prices, every
 * payment with its receipt number, what is left to pay. One copy, or two (Pelanggan, Internal) when the kind's
 * duplicate-print flag is on; the kind's terms on the first copy only.
 */
export function layoutCustodySlip(slip: CustodySlipData, labels: CustodySlipLabels, { columns, duplicate, ellipsis = '…', numbers = INDONESIAN_NUMBERS }: CustodyLayoutOptions): SlipLine[][] {
  const rule: SlipLine = { text: '-'.repeat(columns) };
  const labelWidth = labelWidthOf([labels.tanggal, labels.kasir, labels.customer, labels.alamat, labels.noHp, ...(slip.sales ? [labels.sales] : [])], columns);
  const body: SlipLine[] = [
    { text: slip.toko.namaToko, center: true, bold: true },
    ...wrapText(slip.toko.alamatToko, columns, { maxLines: 3, ellipsis }).map((text) => ({ text, center: true })),
    rule,
    { text: labels[slip.title], center: true, bold: true },
    { text: slip.nomor, center: true },
    ...field(labels.tanggal, [slip.tanggal], labelWidth),
    ...field(labels.kasir, [slip.kasir], labelWidth),
    ...(slip.sales ? field(labels.sales, [slip.sales], labelWidth) : []),
    ...field(labels.customer, cutField(slip.customer.nama, CUSTOMER_LINES, ellipsis), labelWidth),
    ...field(labels.alamat, cutField(slip.customer.alamat, CUSTOMER_LINES, ellipsis), labelWidth),
    ...field(labels.noHp, slip.customer.noHp ? [slip.customer.noHp] : [], labelWidth),
    // A stage's own rows: the value on the right edge, or (a reason) wrapped under its label.
    ...slip.info.flatMap((row): SlipLine[] => (textColumns(labels[row.label]) + 1 + textColumns(row.value) <= columns
      ? [{ text: labels[row.label], right: row.value }]
      : [{ text: labels[row.label] }, ...wrapText(row.value, columns - 2, { maxLines: CUSTOMER_LINES, ellipsis }).map((text) => ({ text: `  ${text}` }))])),
    rule,
    { text: labels.barang, bold: true },
  ];
  slip.lines.forEach((line, index) => {
    const number = `${index + 1}. `;
    const indent = ' '.repeat(number.length);
    cutField(line.nama, ITEM_LINES, ellipsis).forEach((text, at) => body.push({ text: (at === 0 ? number : indent) + text }));
    if (line.keterangan) cutField(line.keterangan, ITEM_LINES, ellipsis).forEach((text) => body.push({ text: indent + text }));
    body.push({ text: indent + labels.beratMasuk, right: gram(line.berat, numbers) });
    if (line.beratAkhir !== null) body.push({ text: indent + labels.beratAkhir, right: gram(line.beratAkhir, numbers) });
    if (line.harga !== null) body.push({ text: indent, right: formatRupiah(line.harga) });
  });
  body.push(rule, { text: labels.totalBerat, right: gram(slip.totalBerat, numbers) });
  if (slip.totalBeratAkhir !== null) body.push({ text: labels.totalBeratAkhir, right: gram(slip.totalBeratAkhir, numbers) });
  body.push(rule);
  for (const row of slip.money) {
    body.push({ text: labels[row.label], right: formatRupiah(row.value), ...(row.bold ? { bold: true } : {}) });
    if (row.nomor) body.push({ text: `  ${row.nomor}` });
  }
  if (slip.kind === 'service' && slip.status === 'SELESAI') body.push(rule, ...wrapText(labels.siapDiambil, columns).map((text) => ({ text, bold: true })));

  return copiesOf(body, labels[TERMS_OF[slip.kind]], labels, { columns, duplicate });
}

/**
 * "Kirim WA" of an order, deposit or repair: the document as a WhatsApp text (decision 035). A completed repair's
 * says the piece is ready to collect, with the ticket's number, the weight out and what is left to pay.
 */
export function custodyWaText(slip: CustodySlipData, labels: CustodySlipLabels, numbers: NumberStyle = INDONESIAN_NUMBERS): string {
  const lines = [
    `*${slip.toko.namaToko}*`,
    `${labels[slip.title]}: ${slip.nomor}`,
    `${labels.tanggal}: ${slip.tanggal}`,
    `${labels.customer}: ${slip.customer.nama || '-'}`,
    ...slip.info.map((row) => `${labels[row.label]}: ${row.value}`),
  ];
  if (slip.kind === 'service' && slip.status === 'SELESAI') lines.push('', labels.siapDiambil);
  lines.push('', `${labels.barang}:`);
  slip.lines.forEach((line, index) => {
    const weights = line.beratAkhir !== null ? `${gram(line.berat, numbers)} → ${gram(line.beratAkhir, numbers)}` : gram(line.berat, numbers);
    lines.push(`${index + 1}. ${line.nama} ${weights}${line.harga !== null ? ` ${formatRupiah(line.harga)}` : ''}`);
  });
  lines.push(`${labels.totalBerat}: ${gram(slip.totalBerat, numbers)}`);
  if (slip.totalBeratAkhir !== null) lines.push(`${labels.totalBeratAkhir}: ${gram(slip.totalBeratAkhir, numbers)}`);
  lines.push('', ...slip.money.map((row) => `${labels[row.label]}: ${formatRupiah(row.value)}${row.nomor ? ` (${row.nomor})` : ''}`));
  return lines.join('\n');
}

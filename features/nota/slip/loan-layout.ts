import type { LoanShop, LoanSlipData, RedemptionReceiptData, RenewalReceiptData } from '@/features/hutang';
import { formatDecimal, formatRupiah, wrapText } from '@/lib/format';
import { INDONESIAN_NUMBERS, type NumberStyle } from '@/lib/format/number-style';
import { cutField, CUSTOMER_LINES, field, ITEM_LINES, labelWidthOf, type SlipLine } from './layout';

/** The words of the loan documents (the `loanSlip` messages, with the nota's copy labels and reprint mark). */
export type LoanSlipLabels = Record<
  | 'suratGadai' | 'buktiPelunasan' | 'buktiPerpanjangan' | 'tanggal' | 'nasabah' | 'alamat' | 'noHp' | 'noKtp' | 'barangJaminan' | 'beratKotor'
  | 'beratEmas' | 'kadar' | 'taksiran' | 'totalTaksiran' | 'pinjaman' | 'biayaAdmin' | 'dibayarkan' | 'tunai' | 'transfer' | 'bungaHari'
  | 'bungaBulan' | 'jangkaWaktu' | 'hari' | 'jatuhTempo' | 'masaTenggang' | 'tglLelang' | 'penaksir' | 'kasir' | 'syaratGadai' | 'noGadai'
  | 'tglGadai' | 'tglPelunasan' | 'lamaPinjam' | 'bunga' | 'diskonBunga' | 'total' | 'barangKembali' | 'pernyataanKembali' | 'noGadaiLama'
  | 'noGadaiBaru' | 'pokokLama' | 'bungaDibayar' | 'pokokDibayar' | 'pokokDitambah' | 'pokokBaru' | 'bungaBaru' | 'dibayarNasabah'
  | 'diterimaNasabah' | 'copyPelanggan' | 'copyInternal' | 'cetakUlang',
  string
>;

export type LoanLayoutOptions = { columns: number; duplicate: boolean; reprint?: boolean; ellipsis?: string; numbers?: NumberStyle };

const gram = (value: string, numbers: NumberStyle) => `${formatDecimal(value, 3, numbers)} gr`;
const percent = (value: string, numbers: NumberStyle) => `${formatDecimal(value, 2, numbers)} %`;

/** The shop's name and address, a rule, the title and the document's number: the head of every loan document. */
function heading(toko: LoanShop, title: string, nomor: string, columns: number, ellipsis: string): SlipLine[] {
  return [
    { text: toko.namaToko, center: true, bold: true },
    ...wrapText(toko.alamatToko, columns, { maxLines: 3, ellipsis }).map((text) => ({ text, center: true })),
    { text: '-'.repeat(columns) },
    { text: title, center: true, bold: true },
    { text: nomor, center: true },
  ];
}

/**
 * The copies of a document: one, or two when the debt slips' duplicate-print flag is on, labelled Pelanggan then
 * Internal (§4), the reprint mark on each, the `first` lines (terms, a statement) on the first copy only.
 */
function copiesOf(body: SlipLine[], first: string, labels: LoanSlipLabels, { columns, duplicate, reprint = false }: LoanLayoutOptions): SlipLine[][] {
  const tail: SlipLine[] = reprint ? [{ text: labels.cetakUlang, center: true }] : [];
  const copies = duplicate ? [labels.copyPelanggan, labels.copyInternal] : [null];
  return copies.map((copy, index) => [
    ...(copy ? [{ text: copy, center: true, bold: true }] : []),
    ...body,
    ...tail,
    ...(index === 0 && first ? [{ text: '-'.repeat(columns) }, ...wrapText(first, columns).map((text) => ({ text }))] : []),
  ]);
}

const money = (text: string, value: number, bold = false): SlipLine => ({ text, right: formatRupiah(value), ...(bold ? { bold } : {}) });

/** The days a loan ran and its interest as interest per day × days (§9), the product on the right. */
const interestLines = (paid: { lamaHari: number; bungaRp: number; bungaPinjam: number }, labels: LoanSlipLabels): SlipLine[] => [
  { text: labels.lamaPinjam, right: `${paid.lamaHari} ${labels.hari}` },
  { text: labels.bunga },
  { text: `  ${paid.lamaHari} x ${formatRupiah(paid.bungaRp)}`, right: formatRupiah(paid.bungaPinjam) },
];

/**
 * Surat Bukti Gadai: the loan's number and its barcode (what Lihat Hutang scans), the date, the customer with address,
 * phone and identity card, each pledged item (name, jenis and condition, gross and gold weight, kadar, appraisal), the
 * total appraisal, the loan, the admin fee, what was paid out and how, interest per day and per month with its rate,
 * the term, due date, grace period, auction date, the appraiser and the cashier; the terms under the first copy.
 */
export function layoutLoanSlip(loan: LoanSlipData, labels: LoanSlipLabels, options: LoanLayoutOptions): SlipLine[][] {
  const { columns, ellipsis = '…', numbers = INDONESIAN_NUMBERS } = options;
  const rule: SlipLine = { text: '-'.repeat(columns) };
  const labelWidth = labelWidthOf([labels.tanggal, labels.nasabah, labels.alamat, labels.noHp, labels.noKtp], columns);
  const days = (count: number) => `${count} ${labels.hari}`;
  const body: SlipLine[] = [
    ...heading(loan.toko, labels.suratGadai, loan.noFakturHutang, columns, ellipsis),
    { text: loan.noFakturHutang, barcode: true },
    ...field(labels.tanggal, [loan.tanggal], labelWidth),
    ...field(labels.nasabah, cutField(loan.customer.nama, CUSTOMER_LINES, ellipsis), labelWidth),
    ...field(labels.alamat, cutField(loan.customer.alamat, CUSTOMER_LINES, ellipsis), labelWidth),
    ...field(labels.noHp, loan.customer.noHp ? [loan.customer.noHp] : [], labelWidth),
    ...field(labels.noKtp, loan.customer.noKtp ? [loan.customer.noKtp] : [], labelWidth),
    rule,
    { text: labels.barangJaminan, bold: true },
  ];
  loan.items.forEach((item, index) => {
    const number = `${index + 1}. `;
    const indent = ' '.repeat(number.length);
    cutField(item.namaBarang, ITEM_LINES, ellipsis).forEach((text, at) => body.push({ text: (at === 0 ? number : indent) + text }));
    cutField([item.jenis, item.kondisi].filter(Boolean).join(' '), ITEM_LINES, ellipsis).forEach((text) => body.push({ text: indent + text }));
    if (item.beratKotor !== null) body.push({ text: indent + labels.beratKotor, right: gram(item.beratKotor, numbers) });
    body.push({ text: indent + labels.beratEmas, right: gram(item.berat, numbers) });
    if (item.kadar !== null) body.push({ text: indent + labels.kadar, right: percent(item.kadar, numbers) });
    body.push({ text: indent + labels.taksiran, right: formatRupiah(item.taksiran) });
  });
  body.push(rule, money(labels.totalTaksiran, loan.totalTaksiran), money(labels.pinjaman, loan.jumlahHutang, true), money(labels.biayaAdmin, loan.biayaAdmin),
    money(labels.dibayarkan, loan.dibayarkan));
  if (loan.bayar.tunai > 0) body.push(money(`  ${labels.tunai}`, loan.bayar.tunai));
  if (loan.bayar.transfer > 0) body.push(money(`  ${labels.transfer}`, loan.bayar.transfer));
  body.push(
    rule,
    money(labels.bungaHari, loan.bungaRp),
    money(`${labels.bungaBulan} ${percent(loan.bunga, numbers)}`, loan.bungaBulan),
    { text: labels.jangkaWaktu, right: days(loan.lamaHari) },
    { text: labels.jatuhTempo, right: loan.tglJatuhTempo ?? '-', bold: true },
    { text: labels.masaTenggang, right: days(loan.masaTenggangHari) },
    { text: labels.tglLelang, right: loan.tglLelang ?? '-', bold: true },
    { text: labels.penaksir, right: loan.penaksir },
    { text: labels.kasir, right: loan.kasir },
  );
  return copiesOf(body, labels.syaratGadai, labels, options);
}

/**
 * Bukti Pelunasan: the redemption's and the loan's numbers, both dates, the days, the principal, the interest as
 * interest per day × days, the discount, the total, how it was paid, and the items handed back; under the first copy
 * the customer's statement that the items came back.
 */
export function layoutRedemptionReceipt(paid: RedemptionReceiptData, labels: LoanSlipLabels, options: LoanLayoutOptions): SlipLine[][] {
  const { columns, ellipsis = '…', numbers = INDONESIAN_NUMBERS } = options;
  const rule: SlipLine = { text: '-'.repeat(columns) };
  const labelWidth = labelWidthOf([labels.noGadai, labels.tglGadai, labels.tglPelunasan, labels.nasabah], columns);
  const body: SlipLine[] = [
    ...heading(paid.toko, labels.buktiPelunasan, paid.noPelunasan, columns, ellipsis),
    ...field(labels.noGadai, [paid.noFakturHutang], labelWidth),
    ...field(labels.tglGadai, [paid.tglHutang], labelWidth),
    ...field(labels.tglPelunasan, [paid.tanggal], labelWidth),
    ...field(labels.nasabah, cutField(paid.customer.nama, CUSTOMER_LINES, ellipsis), labelWidth),
    rule,
    money(labels.pinjaman, paid.jumlahHutang),
    ...interestLines(paid, labels),
    money(labels.diskonBunga, paid.diskonBunga),
    money(labels.total, paid.totalBayar, true),
  ];
  if (paid.bayar.tunai > 0) body.push(money(`  ${labels.tunai}`, paid.bayar.tunai));
  if (paid.bayar.transfer > 0) body.push(money(`  ${labels.transfer}`, paid.bayar.transfer));
  body.push(rule, { text: labels.barangKembali, bold: true });
  paid.items.forEach((item, index) => {
    const number = `${index + 1}. `;
    const indent = ' '.repeat(number.length);
    cutField(item.namaBarang, ITEM_LINES, ellipsis).forEach((text, at) => body.push({ text: (at === 0 ? number : indent) + text }));
    body.push({ text: indent + (item.kadar !== null ? percent(item.kadar, numbers) : ''), right: gram(item.berat, numbers) });
  });
  body.push(rule, { text: labels.kasir, right: paid.kasir });
  return copiesOf(body, labels.pernyataanKembali, labels, options);
}

/**
 * Bukti Perpanjangan: the old and new loan numbers, the interest paid on the old loan (per day × days, less any
 * discount), the principal paid back or added, the new principal, rate, interest per day, due and auction dates, and
 * what the customer paid or received; the loan's terms under the first copy (the new loan carries them on).
 */
export function layoutRenewalReceipt(renewal: RenewalReceiptData, labels: LoanSlipLabels, options: LoanLayoutOptions): SlipLine[][] {
  const { columns, ellipsis = '…', numbers = INDONESIAN_NUMBERS } = options;
  const rule: SlipLine = { text: '-'.repeat(columns) };
  const labelWidth = labelWidthOf([labels.noGadaiLama, labels.noGadaiBaru, labels.tanggal, labels.nasabah], columns);
  const added = renewal.pokokDibayar < 0;
  const body: SlipLine[] = [
    ...heading(renewal.toko, labels.buktiPerpanjangan, renewal.noPelunasan, columns, ellipsis),
    ...field(labels.noGadaiLama, [renewal.noFakturLama], labelWidth),
    ...field(labels.noGadaiBaru, [renewal.noFakturBaru], labelWidth),
    { text: renewal.noFakturBaru, barcode: true },
    ...field(labels.tanggal, [renewal.tanggal], labelWidth),
    ...field(labels.nasabah, cutField(renewal.customer.nama, CUSTOMER_LINES, ellipsis), labelWidth),
    rule,
    money(labels.pokokLama, renewal.pokokLama),
    ...interestLines(renewal, labels),
  ];
  if (renewal.diskonBunga > 0) body.push(money(labels.diskonBunga, renewal.diskonBunga));
  body.push(money(labels.bungaDibayar, renewal.bungaPinjam - renewal.diskonBunga));
  if (renewal.pokokDibayar !== 0) body.push(money(added ? labels.pokokDitambah : labels.pokokDibayar, Math.abs(renewal.pokokDibayar)));
  if (renewal.biayaAdmin > 0) body.push(money(labels.biayaAdmin, renewal.biayaAdmin));
  body.push(
    rule,
    money(labels.pokokBaru, renewal.pokokBaru, true),
    { text: labels.bungaBaru, right: percent(renewal.bungaBaru, numbers) },
    money(labels.bungaHari, renewal.bungaRpBaru),
    { text: labels.jatuhTempo, right: renewal.tglJatuhTempoBaru, bold: true },
    { text: labels.tglLelang, right: renewal.tglLelangBaru, bold: true },
    rule,
    money(renewal.totalBayar < 0 ? labels.diterimaNasabah : labels.dibayarNasabah, Math.abs(renewal.totalBayar), true),
  );
  if (renewal.bayar.tunai > 0) body.push(money(`  ${labels.tunai}`, renewal.bayar.tunai));
  if (renewal.bayar.transfer > 0) body.push(money(`  ${labels.transfer}`, renewal.bayar.transfer));
  body.push({ text: labels.kasir, right: renewal.kasir });
  return copiesOf(body, labels.syaratGadai, labels, options);
}

import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { parseRupiah } from '@/lib/validation/rupiah';
import { parsePercent } from '@/lib/validation/percent';
import { parseWeight, weightField } from '@/lib/validation/weight';

/** Transaksi Hutang's form, shared by the screen and postHutang (no server code here). Messages are keys under `errors.`. */
const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, key);
const optionalCode = z.string().trim().max(30).optional().transform((value) => value || undefined);

/** Whole Rupiah; empty is 0 (a payment not used). */
const rupiah = (invalid: string) => z.unknown().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) return 0;
  if (amount === null || amount > MAX_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return amount;
});

/** Kadar of a pledged item: more than 0 and at most 100 (§5 "grade not above 100 for loans"). */
const kadar = z.unknown().transform((value, ctx) => {
  const percent = parsePercent(value);
  if (!percent || !/[1-9]/.test(percent)) {
    ctx.addIssue({ code: 'custom', message: 'hutangKadarInvalid' });
    return z.NEVER;
  }
  return percent;
});

/** A monthly rate typed when PARAMETER_BUNGA_HUTANG_MODULE is off: more than 0, at most 100; empty when the bands give it. */
const rate = z.unknown().optional().transform((value, ctx) => {
  const percent = parsePercent(value);
  if (percent === undefined) return undefined;
  if (!percent || !/[1-9]/.test(percent)) {
    ctx.addIssue({ code: 'custom', message: 'hutangBungaRequired' });
    return z.NEVER;
  }
  return percent;
});

/** Gross weight: the gold weight when empty; never below it (the kernel compares, in milligrams). */
const grossWeight = z.unknown().optional().transform((value, ctx) => {
  const grams = parseWeight(value);
  if (grams === undefined) return undefined;
  if (grams === null || /^0\.0+$/.test(grams)) {
    ctx.addIssue({ code: 'custom', message: 'hutangBeratKotorInvalid' });
    return z.NEVER;
  }
  return grams;
});

/** A photo chosen for a line (optional): an empty file input sends an empty file, read as none. */
const photo = z.preprocess((value) => (typeof File !== 'undefined' && value instanceof File && value.size > 0 ? value : undefined),
  z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File).optional());

export const loanItemSchema = z.object({
  kodeGroup: required('hutangGroupRequired', 20),
  kodeDept: required('hutangJenisRequired', 20),
  namaBarang: required('hutangNamaBarangRequired', 100),
  beratKotor: grossWeight,
  berat: weightField('hutangBeratInvalid', 'hutangBeratInvalid'),
  kadar,
  kodeKondisi: required('hutangKondisiRequired', 20),
  photo,
});
export type LoanItemInput = z.input<typeof loanItemSchema>;

/**
 * One loan at the counter. `jumlahHutang` is typed unless PARAMETER_JUMLAH_HUTANG_POKOK_MODULE fixes it (then the
 * server computes it and ignores what is sent); `bunga` is typed unless PARAMETER_BUNGA_HUTANG_MODULE gives it from the
 * bands. `keystore` is the PLAFOND_HUTANG grant of a loan above the plafond.
 */
export const loanSchema = z.object({
  idempotencyKey: z.string().trim().min(8).max(80),
  namaCustomer: required('hutangCustomerRequired', 100),
  alamatCustomer: required('hutangCustomerRequired', 200),
  noHpCustomer: z.string({ error: 'hutangCustomerRequired' }).trim().min(1, 'hutangCustomerRequired').max(20, 'hutangNoHpInvalid').regex(/^[0-9+\- ]+$/, 'hutangNoHpInvalid'),
  noKtp: z.string({ error: 'hutangCustomerRequired' }).trim().min(1, 'hutangCustomerRequired').max(30, 'hutangNoKtpInvalid').regex(/^[0-9A-Za-z]+$/, 'hutangNoKtpInvalid'),
  kodeSales: required('hutangSalesRequired', 20),
  items: z.array(loanItemSchema, { error: 'hutangBarangRequired' }).min(1, 'hutangBarangRequired').max(20, 'hutangBarangRequired'),
  jumlahHutang: rupiah('hutangJumlahInvalid').optional(),
  bunga: rate,
  bayarTunai: rupiah('hutangBayarInvalid').optional(),
  bayarTransfer: rupiah('hutangBayarInvalid').optional(),
  noRekeningTransfer: optionalCode,
  keystore: z.string().max(40).optional(),
});
export type LoanInput = z.input<typeof loanSchema>;

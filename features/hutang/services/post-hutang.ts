import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { sales } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { ValidationError } from '@/lib/errors/app-error';
import { todayInJakarta } from '@/lib/time/jakarta';
import { parseInput } from '@/lib/validation/parse-input';
import { claimDocumentKey } from '@/features/stock';
import { spendGrant } from '@/features/otorisasi';
import { postLoans } from '../counter/post-loans';
import { plafondSubject } from '../grant-subjects';
import { loanSchema } from '../lending.schema';
import { quoteLoan } from '../loan-quote';
import { hutang, kondisiPinjaman } from '../schema';
import { readLoanParameters } from './loan-terms';
import { discardLoanPhotos, storeLoanPhoto } from './loan-photo';

const distinct = (values: string[]) => [...new Set(values)];

/**
 * Transaksi Hutang: one pawn loan of the user's shop. The key is claimed first (a double click or a replayed request
 * answers the first loan and writes nothing); then everything the loan is made with is read again here (gold prices,
 * bands, settings), never taken from the screen; a loan above the plafond spends a PLAFOND_HUTANG grant for exactly
 * its amount and plafond; the number is taken last; postLoans writes the loan, its journal entry and the custody.
 */
export async function postHutang({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof loanSchema>; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-hutang');
  const form = parseInput(loanSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `hutang:${ctx.user.userId}:${form.idempotencyKey}`;
  const photos = await Promise.all(form.items.map((item) => (item.photo ? storeLoanPhoto(kodeToko, item.photo) : Promise.resolve(undefined))));
  let kept = false;
  try {
    return await withTransaction(tx, async (db) => {
      const done = await claimDocumentKey(db, key);
      if (done) {
        const [first] = await db.select({ nomor: hutang.noFakturHutang, jumlah: hutang.jumlahHutang }).from(hutang).where(eq(hutang.stokDokumenId, done.id));
        return { nomor: first.nomor, jumlahHutang: first.jumlah, replayed: true };
      }
      const [appraiser] = await db.select({ kode: sales.kodeSales }).from(sales).where(and(eq(sales.kodeSales, form.kodeSales), eq(sales.kodeToko, kodeToko)));
      if (!appraiser) throw ValidationError('hutangSalesRequired');
      const depts = distinct(form.items.map((item) => item.kodeDept));
      const groups = distinct(form.items.map((item) => item.kodeGroup));
      const kondisi = distinct(form.items.map((item) => item.kodeKondisi));
      if ((await db.select({ kode: jenis.kodeDept }).from(jenis).where(inArray(jenis.kodeDept, depts))).length !== depts.length) throw ValidationError('hutangJenisRequired');
      if ((await db.select({ kode: groupBarang.kodeGroup }).from(groupBarang).where(inArray(groupBarang.kodeGroup, groups))).length !== groups.length) throw ValidationError('hutangGroupRequired');
      if ((await db.select({ kode: kondisiPinjaman.kodeKondisi }).from(kondisiPinjaman).where(inArray(kondisiPinjaman.kodeKondisi, kondisi))).length !== kondisi.length) {
        throw ValidationError('hutangKondisiRequired');
      }

      const parameters = await readLoanParameters(ctx, db, depts);
      const quote = quoteLoan(parameters, { items: form.items, jumlahHutang: form.jumlahHutang, bunga: form.bunga, today: todayInJakarta() });
      if (quote.lines.some((line) => line.hargaEmas <= 0)) throw ValidationError('hutangHargaEmasInvalid');
      if (quote.jumlahHutang <= 0) throw ValidationError('hutangJumlahInvalid');
      if (!quote.bunga) throw ValidationError('hutangBungaRequired');
      if (quote.biayaAdmin >= quote.jumlahHutang) throw ValidationError('hutangBiayaAdminInvalid');
      const bayarTunai = form.bayarTunai ?? 0;
      const bayarTransfer = form.bayarTransfer ?? 0;
      if (bayarTunai + bayarTransfer !== quote.dibayarkan) throw ValidationError('hutangBayarInvalid');
      if (bayarTransfer > 0 && !form.noRekeningTransfer) throw ValidationError('hutangRekeningInvalid');
      const approvedBy = quote.needsGrant
        ? (await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'PLAFOND_HUTANG', subject: plafondSubject(quote.jumlahHutang, quote.plafond!) }, tx: db })).approvedBy
        : null;

      const nomor = await nextDocumentNumber(db, kodeToko, 'HUTANG');
      await postLoans(db, {
        kodeToko, createdBy: ctx.user.userId, idempotencyKey: key,
        loans: [{
          noFakturHutang: nomor, kodeSales: form.kodeSales, namaCustomer: form.namaCustomer, alamatCustomer: form.alamatCustomer,
          noHpCustomer: form.noHpCustomer, noKtp: form.noKtp, jumlahHutang: quote.jumlahHutang, bunga: quote.bunga, plafond: quote.plafond,
          plafondDisetujuiOleh: approvedBy, biayaAdmin: quote.biayaAdmin, lamaHari: quote.lamaHari, masaTenggangHari: quote.masaTenggangHari,
          bayarTunai, bayarTransfer, noRekeningTransfer: bayarTransfer > 0 ? form.noRekeningTransfer : null, idempotencyKey: key,
          items: form.items.map((item, i) => ({
            kodeGroup: item.kodeGroup, kodeDept: item.kodeDept, namaBarang: item.namaBarang, beratKotor: item.beratKotor ?? null, berat: item.berat,
            kadar: item.kadar, kodeKondisi: item.kodeKondisi, hargaEmas: quote.lines[i].hargaEmas, photoPath: photos[i] ?? null,
          })),
        }],
      });
      kept = true;
      return { nomor, jumlahHutang: quote.jumlahHutang, replayed: false };
    });
  } finally {
    if (!kept) await discardLoanPhotos(photos);
  }
}

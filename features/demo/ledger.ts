import { bankAccountOf, CAPITAL_ACCOUNT, cashAccountOf, TRX } from '@/lib/ledger/accounts';
import type { Tx } from '@/lib/db/client';
import { akun, bank, rekening } from '@/lib/db/schema/money-ledger';
import { addBuyPrices } from '@/features/parameters/kernel';
import { postJournal } from '@/lib/ledger/post-journal';

export const DEMO_BANKS = [
  { kodeBank: 'BCA', namaBank: 'Bank Central Asia' },
  { kodeBank: 'BRI', namaBank: 'Bank Rakyat Indonesia' },
  { kodeBank: 'MANDIRI', namaBank: 'Bank Mandiri' },
] as const;

/**
 * The demo's money data on top of the installation's chart of accounts (seedInstallation): banks, purchase prices,
 * two or three bank accounts per shop with their ledger accounts, and an opening entry per shop (dated `openedAt`) so
 * balances start where a real shop's would.
 */
export async function seedLedger(db: Tx, { shops, openedAt }: { shops: { kodeToko: string; namaToko: string }[]; openedAt?: Date }) {
  await db.insert(bank).values([...DEMO_BANKS]);
  await addBuyPrices(db, [
    { kodeHarga: 'HB-24K', hargaPerGram: 1_980_000, createdBy: 'SYSTEM' },
    { kodeHarga: 'HB-22K', hargaPerGram: 1_790_000, createdBy: 'SYSTEM' },
    { kodeHarga: 'HB-18K', hargaPerGram: 1_420_000, createdBy: 'SYSTEM' },
    { kodeHarga: 'HB-16K', hargaPerGram: 1_250_000, createdBy: 'SYSTEM' },
  ]);
  const accounts = shops.flatMap((shop, s) =>
    DEMO_BANKS.slice(0, 2 + (s % 2)).map((b, i) => ({
      noRekening: `${b.kodeBank === 'BCA' ? '8' : b.kodeBank === 'BRI' ? '0' : '1'}${String(100 + s)}${String(4567 + i * 111)}`,
      namaRekening: `${shop.namaToko}`, kodeBank: b.kodeBank, kodeToko: shop.kodeToko,
    })),
  );
  await db.insert(akun).values(
    accounts.map((r) => ({ nomorAkun: bankAccountOf(r.noRekening), namaAkun: `Bank ${r.kodeBank} ${r.noRekening}`, jenis: 'ASET', kodeToko: r.kodeToko })),
  );
  await db.insert(rekening).values(accounts.map((r) => ({ ...r, nomorAkun: bankAccountOf(r.noRekening) })));
  for (const shop of shops) {
    const own = accounts.filter((r) => r.kodeToko === shop.kodeToko);
    const cash = 50_000_000;
    const perBank = 250_000_000;
    await postJournal(db, {
      kodeToko: shop.kodeToko, trx: TRX.SALDO_AWAL, keterangan: 'Saldo awal', createdBy: 'SYSTEM', idempotencyKey: `saldo-awal-${shop.kodeToko}`,
      // Dated before the demo's first day, so every day's cash opening (the closing, Laporan Keuangan Akhir Hari) holds it.
      tanggal: openedAt,
      lines: [
        { nomorAkun: cashAccountOf(shop.kodeToko), debit: cash, kredit: 0 },
        ...own.map((r) => ({ nomorAkun: bankAccountOf(r.noRekening), debit: perBank, kredit: 0 })),
        { nomorAkun: CAPITAL_ACCOUNT, debit: 0, kredit: cash + perBank * own.length },
      ],
    });
  }
}

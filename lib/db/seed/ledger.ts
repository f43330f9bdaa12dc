import { bankAccountOf, CAPITAL_ACCOUNT, CASH_IN_TRANSIT_ACCOUNT, cashAccountOf, TRX } from '../../domain/ledger';
import type { Database } from '../client';
import { akun, bank, kodeTransaksi, paraAkunTransaksi, paraHargaBeli, rekening } from '../schema';
import { postJournal } from '../../ledger/post-journal';

export const DEMO_BANKS = [
  { kodeBank: 'BCA', namaBank: 'Bank Central Asia' },
  { kodeBank: 'BRI', namaBank: 'Bank Rakyat Indonesia' },
  { kodeBank: 'MANDIRI', namaBank: 'Bank Mandiri' },
] as const;

/**
 * The chart of accounts (capital, cash per shop, an account per bank account), the journal parameters of the
 * transfers, and an opening entry per shop so balances start where a real shop's would.
 */
export async function seedLedger(db: Database, { shops }: { shops: { kodeToko: string; namaToko: string }[] }) {
  await db.insert(bank).values([...DEMO_BANKS]);
  await db.insert(kodeTransaksi).values([
    { kodeTransaksi: 'SETORAN', namaTransaksi: 'Setoran Kas ke Bank' },
    { kodeTransaksi: 'PENARIKAN', namaTransaksi: 'Penarikan Bank ke Kas' },
    { kodeTransaksi: 'PINDAH_DANA', namaTransaksi: 'Pindah Dana Antar Rekening' },
    { kodeTransaksi: 'MODAL_KERJA', namaTransaksi: 'Modal Kerja Harian' },
  ]);
  await db.insert(paraHargaBeli).values([
    { kodeHarga: 'HB-24K', hargaPerGram: 1_980_000 },
    { kodeHarga: 'HB-22K', hargaPerGram: 1_790_000 },
    { kodeHarga: 'HB-18K', hargaPerGram: 1_420_000 },
    { kodeHarga: 'HB-16K', hargaPerGram: 1_250_000 },
  ]);
  const accounts = shops.flatMap((shop, s) =>
    DEMO_BANKS.slice(0, 2 + (s % 2)).map((b, i) => ({
      noRekening: `${b.kodeBank === 'BCA' ? '8' : b.kodeBank === 'BRI' ? '0' : '1'}${String(100 + s)}${String(4567 + i * 111)}`,
      namaRekening: `${shop.namaToko}`, kodeBank: b.kodeBank, kodeToko: shop.kodeToko,
    })),
  );
  await db.insert(akun).values([
    { nomorAkun: CAPITAL_ACCOUNT, namaAkun: 'Modal Pemilik', jenis: 'MODAL' },
    { nomorAkun: CASH_IN_TRANSIT_ACCOUNT, namaAkun: 'Kas Dalam Perjalanan', jenis: 'ASET' },
    ...shops.map((shop) => ({ nomorAkun: cashAccountOf(shop.kodeToko), namaAkun: `Kas ${shop.namaToko}`, jenis: 'ASET', kodeToko: shop.kodeToko })),
    ...accounts.map((r) => ({ nomorAkun: bankAccountOf(r.noRekening), namaAkun: `Bank ${r.kodeBank} ${r.noRekening}`, jenis: 'ASET', kodeToko: r.kodeToko })),
  ]);
  await db.insert(rekening).values(accounts.map((r) => ({ ...r, nomorAkun: bankAccountOf(r.noRekening) })));
  // A transfer debits its destination and credits its source; the accounts come from the transfer itself.
  await db.insert(paraAkunTransaksi).values([
    { trx: TRX.MUTASI_UANG_BANK, type: 'DEFAULT', kodeAkun: 'TUJUAN', jenisAkun: 'D', nomorAkun: null },
    { trx: TRX.MUTASI_UANG_BANK, type: 'DEFAULT', kodeAkun: 'ASAL', jenisAkun: 'K', nomorAkun: null },
    { trx: TRX.MUTASI_UANG_CASH, type: 'DEFAULT', kodeAkun: 'TUJUAN', jenisAkun: 'D', nomorAkun: null },
    { trx: TRX.MUTASI_UANG_CASH, type: 'DEFAULT', kodeAkun: 'ASAL', jenisAkun: 'K', nomorAkun: null },
    // Money sent to head office sits in transit until head office records its reception.
    { trx: TRX.KIRIM_UANG_PUSAT, type: 'DEFAULT', kodeAkun: 'KAS_DALAM_PERJALANAN', jenisAkun: 'D', nomorAkun: CASH_IN_TRANSIT_ACCOUNT },
    { trx: TRX.KIRIM_UANG_PUSAT, type: 'DEFAULT', kodeAkun: 'KAS_TOKO', jenisAkun: 'K', nomorAkun: null },
    { trx: TRX.TERIMA_UANG_PUSAT, type: 'DEFAULT', kodeAkun: 'KAS_PUSAT', jenisAkun: 'D', nomorAkun: null },
    { trx: TRX.TERIMA_UANG_PUSAT, type: 'DEFAULT', kodeAkun: 'KAS_DALAM_PERJALANAN', jenisAkun: 'K', nomorAkun: CASH_IN_TRANSIT_ACCOUNT },
  ]);
  for (const shop of shops) {
    const own = accounts.filter((r) => r.kodeToko === shop.kodeToko);
    const cash = 50_000_000;
    const perBank = 250_000_000;
    await postJournal(db as never, {
      kodeToko: shop.kodeToko, trx: TRX.SALDO_AWAL, keterangan: 'Saldo awal', createdBy: 'SYSTEM', idempotencyKey: `saldo-awal-${shop.kodeToko}`,
      lines: [
        { nomorAkun: cashAccountOf(shop.kodeToko), debit: cash, kredit: 0 },
        ...own.map((r) => ({ nomorAkun: bankAccountOf(r.noRekening), debit: perBank, kredit: 0 })),
        { nomorAkun: CAPITAL_ACCOUNT, debit: 0, kredit: cash + perBank * own.length },
      ],
    });
  }
}

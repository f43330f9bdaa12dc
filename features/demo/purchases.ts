import { subDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import { KELOMPOK_HARGA, KONDISI_BELI } from '@/lib/db/purchase-values';
import type { Tx } from '@/lib/db/client';
import { addTrays } from '@/features/stock/kernel';
import { milligramsToGrams } from '@/lib/format/grams';
import { cashAccountOf } from '@/lib/ledger/accounts';
import { buybackPrice } from '@/lib/pricing';
import { postBuybacks, type Buyback, type BuybackLine } from '@/features/pembelian/kernel';
import { DEMO_GROUPS } from './items';
import { createRandom } from './random';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';


const at = (day: string, minutes: number) =>
  jakartaMoment(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`);

/** The tray of a demo shop where bought-back gold waits (to be cleaned, sold again or melted): in its washing room. */
export const DEMO_BUYBACK_TRAY = { kodeBaki: 'BAKI-BELI', namaBaki: 'BAKI PEMBELIAN', gudang: 'CUCI' } as const;

type SoldItem = { kode_barcode: string; no_faktur_jual: string; nama_barang: string; kode_group: string; kode_dept: string; berat: string; harga_jual: string; sold: Date };

/**
 * 90 days of buybacks for every shop, ending today (the pawn loans are loans.ts'). The buybacks post through the
 * counter's kernel (postBuybacks), one call a shop's day: their journal entry and gram-ledger document with them.
 * Own items are items of the demo's sales still SOLD (bought back some days after their sale), the rest outside items.
 */
export async function seedPurchases(db: Tx, { shops, scale, seed, today }: { shops: string[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:buybacks`);
  await addTrays(db, shops.map((kodeToko) => ({
    kodeToko, kodeBaki: DEMO_BUYBACK_TRAY.kodeBaki, kodeGudang: `${kodeToko}-${DEMO_BUYBACK_TRAY.gudang}`, namaBaki: DEMO_BUYBACK_TRAY.namaBaki, createdBy: 'SYSTEM',
  })));
  const prices = new Map(((await db.execute(sql`
    select distinct on (h.kode_dept) h.kode_dept, h.harga_jual::text, h.harga_beli::text, j.nama_dept
      from harga_emas h join jenis j on j.kode_dept = h.kode_dept order by h.kode_dept, h.id desc`)).rows as Record<string, string>[])
    .map((row) => [row.kode_dept, { hargaJual: Number(row.harga_jual), hargaBeli: Number(row.harga_beli), nama: row.nama_dept }]));
  const depts = [...prices.keys()];
  const sold = (await db.execute(sql`
    select d.kode_barcode, d.no_faktur_jual, d.nama_barang, d.kode_group, d.kode_dept, d.berat::text, d.harga_jual::text, p.tanggal as sold
      from penjualan_detail d join penjualan p on p.no_faktur_jual = d.no_faktur_jual join barang b on b.kode_barcode = d.kode_barcode
     where p.status = 'AKTIF' and b.status = 'SOLD' order by p.tanggal, d.kode_barcode`)).rows as SoldItem[];
  const rekeningOf = new Map(((await db.execute(sql`select distinct on (kode_toko) kode_toko, no_rekening from rekening order by kode_toko, no_rekening`)).rows as
    { kode_toko: string; no_rekening: string }[]).map((row) => [row.kode_toko, row.no_rekening]));
  // Cash the demo's sales brought in (their journal's cash lines): what the buybacks may pay in cash. The opening
  // cash stays whole, so the cash book the other demo figures start from is the same with or without buybacks.
  const cashLeft = new Map(((await db.execute(sql`
    select d.nomor_akun, sum(d.debit - d.kredit)::text as saldo from jurnal j join jurnal_detail d on d.jurnal_id = j.id
     where j.trx in ('PENJUALAN', 'BATAL_PENJUALAN') and d.nomor_akun like '1-1100-%' group by 1`)).rows as { nomor_akun: string; saldo: string }[])
    .map((row) => [row.nomor_akun, Number(row.saldo)]));
  const used = new Set<string>();
  let soldUpTo = 0;
  const pool: SoldItem[] = [];
  let purchases = 0;
  let ownItems = 0;
  const todayDay = jakartaDay(today);
  const todayCount = new Map<string, number>();
  for (let back = 89; back >= 0; back--) {
    const day = jakartaDay(subDays(today, back));
    const compact = day.slice(2).replaceAll('-', '');
    const dayStart = at(day, 0);
    // Own items sold before this day may come back.
    while (soldUpTo < sold.length && new Date(sold[soldUpTo].sold) < dayStart) pool.push(sold[soldUpTo++]);
    for (const kodeToko of shops) {
      const buybacks: Buyback[] = [];
      // About 200 a shop-day at --scale 100 (one to three per 1 of scale).
      const count = Math.round((1 + random.int(0, 2)) * scale);
      let cash = cashLeft.get(cashAccountOf(kodeToko)) ?? 0;
      for (let n = 1; n <= count; n++) {
        const noFakturBeli = `BL-${kodeToko}-${compact}-${String(n).padStart(4, '0')}`;
        const kondisi = random.pick(KONDISI_BELI);
        const tujuan = kondisi === 'PATAH' ? 'HANCUR' as const : 'BAKI' as const;
        let own: SoldItem | undefined;
        if (pool.length > 0 && random.next() < 0.15) {
          const pick = pool[random.int(0, pool.length - 1)];
          if (!used.has(pick.kode_barcode)) own = pick;
        }
        let line: Omit<BuybackLine, 'hargaHitung' | 'harga' | 'hargaBeliPerGram' | 'hargaEmas' | 'pembulatan' | 'pembulatanKebawah'>;
        if (own) {
          used.add(own.kode_barcode);
          ownItems++;
          const notaMg = BigInt(Math.round(Number(own.berat) * 1000));
          line = {
            kodeBarcode: own.kode_barcode, noFakturJual: own.no_faktur_jual, kondisi, kelompokHarga: 'TOKO', kodeGroup: own.kode_group, kodeDept: own.kode_dept,
            namaBarang: own.nama_barang, beratNota: own.berat, berat: milligramsToGrams(notaMg - (notaMg * BigInt(random.int(0, 5))) / 1000n),
            hargaNota: Number(own.harga_jual), tujuan, kodeGudang: `${kodeToko}-${DEMO_BUYBACK_TRAY.gudang}`, kodeBaki: DEMO_BUYBACK_TRAY.kodeBaki,
          };
        } else {
          const group = random.pick(DEMO_GROUPS);
          const kodeDept = random.pick(depts);
          const notaMg = random.int(Math.round(group.min * 1000), Math.round(group.max * 1000));
          const beratMg = notaMg - Math.floor((notaMg * random.int(0, 20)) / 1000);
          line = {
            kondisi, kelompokHarga: random.pick(KELOMPOK_HARGA).kode, kodeGroup: group.kodeGroup, kodeDept,
            namaBarang: `${random.pick(group.names)} ${prices.get(kodeDept)!.nama.slice(-3)}`,
            beratNota: milligramsToGrams(BigInt(notaMg)), berat: milligramsToGrams(BigInt(beratMg)),
            hargaNota: Math.round((notaMg * prices.get(kodeDept)!.hargaJual * (105 + random.int(0, 10))) / 100_000 / 1000) * 1000,
            tujuan, kodeGudang: `${kodeToko}-${DEMO_BUYBACK_TRAY.gudang}`, kodeBaki: DEMO_BUYBACK_TRAY.kodeBaki,
          };
        }
        const price = prices.get(line.kodeDept)!;
        const hargaHitung = buybackPrice({ berat: line.berat, hargaBeliPerGram: price.hargaBeli, step: 1000, down: false });
        // The cashier pays less for worn or broken gold: a price below the computed one needs no authorization.
        const discount = { BAGUS: 0, KUSAM: 3, RUSAK: 7, PATAH: 10 }[kondisi] + random.int(0, 3);
        const harga = Math.max(1000, Math.floor((hargaHitung * (100 - discount)) / 100 / 1000) * 1000);
        const byCash = harga <= cash || !rekeningOf.has(kodeToko);
        if (byCash) cash -= harga;
        buybacks.push({
          noFakturBeli, tanggal: at(day, random.int(540, 1200)), kodeSales: `${kodeToko}-S${random.int(1, 4)}`,
          bayarTunai: byCash ? harga : 0, bayarTransfer: byCash ? 0 : harga, noRekeningTransfer: byCash ? null : rekeningOf.get(kodeToko),
          lines: [{ ...line, hargaEmas: price.hargaJual, hargaBeliPerGram: price.hargaBeli, hargaHitung, pembulatan: 1000, pembulatanKebawah: false, harga }],
        });
      }
      if (buybacks.length === 0) continue;
      cashLeft.set(cashAccountOf(kodeToko), cash);
      await postBuybacks(db, { kodeToko, createdBy: 'SYSTEM', idempotencyKey: `demo:beli:${kodeToko}:${day}`, buybacks, at: at(day, 1200) });
      purchases += buybacks.length;
      if (day === todayDay) todayCount.set(kodeToko, buybacks.length);
    }
  }
  // Today's screens number their buybacks after the demo's.
  for (const [kodeToko, last] of todayCount) {
    await db.execute(sql`insert into nomor_dokumen (kode_toko, jenis_dokumen, tanggal, terakhir) values (${kodeToko}, 'PEMBELIAN', ${todayDay}::date, ${last})
      on conflict (kode_toko, jenis_dokumen, tanggal) do update set terakhir = greatest(nomor_dokumen.terakhir, excluded.terakhir)`);
  }
  return { purchases, ownItems };
}

import { subDays } from 'date-fns';
import type { Tx } from '@/lib/db/client';
import { addTrays, addWarehouses, postStockEntries, setGoldPrices, type NewItem } from '@/features/stock/kernel';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { DEMO_GOLD_PRICE_24K } from './orders';
import { createRandom } from './random';
import { milligramsToGrams, toMilligrams } from '@/lib/format/grams';

export const DEMO_JENIS = [
  { kodeDept: 'EMU', namaDept: 'EMAS MUDA 17K', kadar: '70.00', kadarCetak: '700' },
  { kodeDept: 'P18', namaDept: 'PERHIASAN 18K', kadar: '75.00', kadarCetak: '750' },
  { kodeDept: 'ETU', namaDept: 'EMAS TUA 22K', kadar: '91.60', kadarCetak: '916' },
  { kodeDept: 'LM', namaDept: 'LOGAM MULIA 24K', kadar: '99.90', kadarCetak: '999' },
] as const;

/** Every shop's warehouses: the display, the safe and the cleaning room. */
export const DEMO_GUDANG = [
  { suffix: 'ETALASE', nama: 'ETALASE DEPAN' },
  { suffix: 'BRANKAS', nama: 'BRANKAS' },
  { suffix: 'CUCI', nama: 'RUANG CUCI' },
] as const;
/** Empty-tray weights in grams, as a scale reads them. */
const TRAY_WEIGHTS = ['412.500', '398.250', '405.000', '420.750'] as const;

export const DEMO_GROUPS = [
  { kodeGroup: 'CC', namaGroup: 'CINCIN', names: ['Cincin Polos', 'Cincin Mata Satu', 'Cincin Kawin', 'Cincin Ukir'], min: 1.5, max: 6, sizes: ['10', '12', '14', '16', '18', '20'] },
  { kodeGroup: 'KL', namaGroup: 'KALUNG', names: ['Kalung Rantai Italy', 'Kalung Nori', 'Kalung Padi'], min: 3, max: 15, sizes: ['40', '45', '50'] },
  { kodeGroup: 'GL', namaGroup: 'GELANG', names: ['Gelang Keroncong', 'Gelang Bangle', 'Gelang Rantai'], min: 4, max: 20, sizes: ['5', '6', '7'] },
  { kodeGroup: 'AT', namaGroup: 'ANTING', names: ['Anting Tusuk', 'Anting Jepit', 'Anting Juntai'], min: 0.8, max: 3, sizes: [''] },
  { kodeGroup: 'LT', namaGroup: 'LIONTIN', names: ['Liontin Hati', 'Liontin Huruf', 'Liontin Salib'], min: 1, max: 4, sizes: [''] },
] as const;

/**
 * Stock of every shop: `300 × scale` pieces each, weights of real jewellery, priced at the karat's share of 24K.
 * Received through the gram ledger as one document per shop, as the add-item screens would, so its balances hold.
 */
export async function seedItems(db: Tx, { shops, scale, seed, photos, today = new Date() }: { shops: string[]; scale: number; seed: string; photos: Map<string, string>; today?: Date }) {
  const random = createRandom(`${seed}:items`);
  await db.insert(jenis).values([...DEMO_JENIS]);
  await db.insert(groupBarang).values(DEMO_GROUPS.map(({ kodeGroup, namaGroup }) => ({ kodeGroup, namaGroup })));
  // The day's price per gram of each jenis: sale at the karat's share of 24K, buyback 4 % under it, in Rp 1,000.
  await setGoldPrices(db, DEMO_JENIS.map(({ kodeDept, kadar }) => {
    const hargaJual = Math.round((DEMO_GOLD_PRICE_24K * Number(kadar)) / 100 / 1000) * 1000;
    return { kodeDept, hargaJual, hargaBeli: Math.round((hargaJual * 0.96) / 1000) * 1000, createdBy: 'SYSTEM' };
  }));
  await addWarehouses(db, shops.flatMap((kodeToko) => DEMO_GUDANG.map(({ suffix, nama }) => ({ kodeToko, kodeGudang: `${kodeToko}-${suffix}`, namaGudang: nama, createdBy: 'SYSTEM' }))));
  // Trays BAKI-CC1…4 per group stand in the display; each warehouse keeps the trays transfers name.
  await addTrays(db, shops.flatMap((kodeToko) => DEMO_GROUPS.flatMap(({ kodeGroup, namaGroup }) => [1, 2, 3, 4].map((n) => ({
    kodeToko, kodeBaki: `BAKI-${kodeGroup}${n}`, kodeGudang: `${kodeToko}-ETALASE`, namaBaki: `${namaGroup} ${n}`, beratBaki: TRAY_WEIGHTS[n - 1], createdBy: 'SYSTEM',
  })))));
  const rows: NewItem[] = [];
  for (const kodeToko of shops) {
    const first = rows.length;
    for (let n = 1; n <= Math.round(300 * scale); n++) {
      const group = random.pick(DEMO_GROUPS);
      const dept = random.pick(DEMO_JENIS);
      const berat = (group.min + random.next() * (group.max - group.min)).toFixed(3);
      const ongkos = random.int(5, 40) * 10_000;
      rows.push({
        kodeBarcode: `${kodeToko}${String(n).padStart(6, '0')}`,
        kodeToko, kodeGroup: group.kodeGroup, kodeDept: dept.kodeDept,
        kodeIntern: `IN-${group.kodeGroup}${String(random.int(1, 9999)).padStart(4, '0')}`,
        namaBarang: `${random.pick(group.names)} ${dept.kodeDept === 'LM' ? '24K' : dept.namaDept.slice(-3)}`,
        // One in five has stones or a clasp: its gross weight is up to half a gram over its gold (drawn from n, so the
        // random stream, and every demo figure the tests know, stays as it was).
        berat, beratKotor: n % 5 === 0 ? milligramsToGrams(toMilligrams(berat) + BigInt(50 + ((n * 37) % 450))) : berat,
        size: random.pick(group.sizes), kadar: dept.kadar, ongkos,
        hargaJual: Math.round((Number(berat) * DEMO_GOLD_PRICE_24K * (Number(dept.kadar) / 100)) / 1000) * 1000 + ongkos,
        kodeGudang: `${kodeToko}-ETALASE`, kodeBaki: `BAKI-${group.kodeGroup}${random.int(1, 4)}`,
        // One in ten has no photo yet: receipts show the placeholder for those.
        photoPath: random.next() < 0.9 ? photos.get(`${group.kodeGroup}-${dept.kodeDept}`) : null,
      });
    }
    await postStockEntries(db, {
      document: { kodeToko, jenis: 'TAMBAH_BARANG', nomor: `TB-${kodeToko}-DEMO` },
      entries: rows.slice(first).map((item) => ({ kind: 'RECEIVED' as const, item })),
      idempotencyKey: `demo:tambah-barang:${kodeToko}`, createdBy: 'SYSTEM',
      // Received before the demo's 90 days of history, so every later document follows its items' receipt.
      at: subDays(today, 90),
    });
  }
  return { items: rows };
}

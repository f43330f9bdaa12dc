import sharp from 'sharp';
import { getImageStore } from '../../images/store';
import type { Database } from '../client';
import { katalogAdmin, katalogGroupDescription, katalogKategori } from '../schema';

const CATEGORIES = [
  { kode: 'CINCIN', title: 'Cincin', warna: '#b45309', shape: '<circle cx="120" cy="130" r="62" fill="none" stroke="#fff" stroke-width="20"/>' },
  { kode: 'KALUNG', title: 'Kalung', warna: '#92400e', shape: '<path d="M40 60 Q120 230 200 60" fill="none" stroke="#fff" stroke-width="12"/>' },
  { kode: 'GELANG', title: 'Gelang', warna: '#ca8a04', shape: '<ellipse cx="120" cy="120" rx="80" ry="55" fill="none" stroke="#fff" stroke-width="18"/>' },
  { kode: 'LOGAM-MULIA', title: 'Logam Mulia', warna: '#d97706', shape: '<rect x="50" y="80" width="140" height="80" rx="8" fill="#fff"/>' },
];

/** The customer app's demo content: categories with icons (stored like uploads), admin contacts, group descriptions. */
export async function seedKatalog(db: Database) {
  const rows = [];
  for (const category of CATEGORIES) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" rx="36" fill="${category.warna}"/>${category.shape}</svg>`;
    const key = `KATEGORI/PUSAT/demo${category.kode.replace(/-/g, '').toLowerCase().padEnd(12, '0').slice(0, 12)}.jpg`;
    await getImageStore().put(key, await sharp(Buffer.from(svg)).jpeg({ quality: 50 }).toBuffer());
    rows.push({ kodeKategori: category.kode, title: category.title, warna: category.warna, gambarPath: key, gambarName: `${category.kode.toLowerCase()}.jpg` });
  }
  await db.insert(katalogKategori).values(rows);
  await db.insert(katalogAdmin).values([
    { kodeAdmin: 'ADM01', namaAdmin: 'Admin Pusat', noHp: '081211110001' },
    { kodeAdmin: 'ADM02', namaAdmin: 'Admin Bandung', noHp: '081222220002' },
  ]);
  await db.insert(katalogGroupDescription).values([
    { kodeGroup: 'CC', description: 'Cincin emas dengan berbagai kadar dan model, dari cincin polos hingga cincin permata.' },
    { kodeGroup: 'KL', description: 'Kalung emas rantai dan liontin untuk pemakaian harian maupun acara istimewa.' },
  ]);
}

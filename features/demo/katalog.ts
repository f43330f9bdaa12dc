import sharp from 'sharp';
import { getImageStore } from '@/lib/images/store';
import type { Tx } from '@/lib/db/client';
import { addKatalogContent } from '@/features/katalog/kernel';

const CATEGORIES = [
  { kode: 'CINCIN', title: 'Cincin', warna: '#b45309', shape: '<circle cx="120" cy="130" r="62" fill="none" stroke="#fff" stroke-width="20"/>' },
  { kode: 'KALUNG', title: 'Kalung', warna: '#92400e', shape: '<path d="M40 60 Q120 230 200 60" fill="none" stroke="#fff" stroke-width="12"/>' },
  { kode: 'GELANG', title: 'Gelang', warna: '#ca8a04', shape: '<ellipse cx="120" cy="120" rx="80" ry="55" fill="none" stroke="#fff" stroke-width="18"/>' },
  { kode: 'LOGAM-MULIA', title: 'Logam Mulia', warna: '#d97706', shape: '<rect x="50" y="80" width="140" height="80" rx="8" fill="#fff"/>' },
];

/** A demo picture stored like an upload: a coloured card with a shape or a line of text, JPEG quality 50. */
async function demoImage(key: string, width: number, height: number, colour: string, content: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${Math.round(width / 7)}" fill="${colour}"/>${content}</svg>`;
  await getImageStore().put(key, await sharp(Buffer.from(svg)).jpeg({ quality: 50 }).toBuffer());
  return key;
}
const caption = (text: string, width: number, height: number) =>
  `<text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="${Math.round(width / 12)}" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text>`;
/** Demo keys are 16 letters and digits like uploads: "demo" and the code, padded. */
const demoKey = (folder: string, code: string) => `${folder}/PUSAT/demo${code.replace(/[^A-Za-z0-9]/g, '').toLowerCase().padEnd(12, '0').slice(0, 12)}.jpg`;

/**
 * The customer app's demo content: categories with icons (stored like uploads), prices, banners, infos, items, gifts,
 * contacts, group texts, written through the catalogue's own verb once the pictures are stored.
 */
export async function seedKatalog(tx: Tx) {
  const kategori = [];
  for (const category of CATEGORIES) {
    const key = await demoImage(demoKey('KATEGORI', category.kode), 240, 240, category.warna, category.shape);
    kategori.push({ kodeKategori: category.kode, title: category.title, warna: category.warna, gambarPath: key, gambarName: `${category.kode.toLowerCase()}.jpg` });
  }
  const promo = { deskripsi: ' ', info: '', subInfo: '', namaTombol: 'Lihat', urlPendukung: '' };
  const banner = [
    { kodeBanner: 'PROMO-AKHIR-TAHUN', title: 'Promo Akhir Tahun', subTitle: 'Ongkos bikin 50%', ...promo, gambarPath: await demoImage(demoKey('BANNER', 'promoakhir'), 720, 360, '#b45309', caption('Promo Akhir Tahun', 720, 360)), gambarName: 'promo.jpg' },
    { kodeBanner: 'KOLEKSI-BARU', title: 'Koleksi Baru', subTitle: ' ', ...promo, gambarPath: await demoImage(demoKey('BANNER', 'koleksibaru'), 720, 360, '#92400e', caption('Koleksi Baru', 720, 360)), gambarName: 'koleksi.jpg' },
  ];
  const info = [
    { kodeInfo: 'JAM-BUKA', title: 'Jam Buka Toko', subTitle: 'Setiap hari 09.00 - 20.00', ...promo, gambarPath: await demoImage(demoKey('INFO', 'jambuka'), 720, 360, '#ca8a04', caption('Jam Buka', 720, 360)), gambarName: 'jam.jpg' },
  ];
  const item = async (kode: string, colour: string) => [await demoImage(demoKey('ITEM', kode), 480, 480, colour, caption(kode, 480, 480))];
  const items = [
    { kodeBarang: 'KAT-CC-001', namaBarang: 'Cincin Polos 17K', berat: '2.150', hargaJual: 0, ikutHargaGlobal: true, kodeKategori: 'CINCIN', directUrl: '', gambarPath: await item('CC001', '#b45309'), gambarName: ['cincin.jpg'], kodeBanner: ['PROMO-AKHIR-TAHUN'], kodeInfo: [], hashtagKadar: ['17K'], hashtagJenis: ['Cincin'], hashtagLm: [] },
    { kodeBarang: 'KAT-KL-001', namaBarang: 'Kalung Nori', berat: '5.400', hargaJual: 7_950_000, ikutHargaGlobal: false, kodeKategori: 'KALUNG', directUrl: '', gambarPath: await item('KL001', '#92400e'), gambarName: ['kalung.jpg'], kodeBanner: ['KOLEKSI-BARU'], kodeInfo: ['JAM-BUKA'], hashtagKadar: ['22K'], hashtagJenis: ['Kalung'], hashtagLm: [] },
  ];
  const hadiah = [
    { kodeHadiah: 'HDH-PAYUNG', namaHadiah: 'Payung Kilau', info: 'Tukar poin', subInfo: 'Selama persediaan ada', point: 250, deskripsi: ' ', gambarPath: await demoImage(demoKey('HADIAH', 'payung'), 480, 480, '#d97706', caption('Payung', 480, 480)), gambarName: 'payung.jpg' },
  ];
  for (const kode of ['MEMBER', 'GUEST-1', 'GUEST-2', 'GUEST-3']) {
    await demoImage(`SPLASHSCREEN/${kode}.png`, 620, 1174, '#78350f', caption(`Kilau ${kode}`, 620, 1174));
  }
  await addKatalogContent(tx, {
    kategori,
    admin: [
      { kodeAdmin: 'ADM01', namaAdmin: 'Admin Pusat', noHp: '081211110001' },
      { kodeAdmin: 'ADM02', namaAdmin: 'Admin Bandung', noHp: '081222220002' },
    ],
    groupDescription: [
      { kodeGroup: 'CC', description: 'Cincin emas dengan berbagai kadar dan model, dari cincin polos hingga cincin permata.' },
      { kodeGroup: 'KL', description: 'Kalung emas rantai dan liontin untuk pemakaian harian maupun acara istimewa.' },
    ],
    harga: [
      { kodeHargaApp: 'PERHIASAN', namaHargaApp: 'Harga Perhiasan', detailGroup: ['CC', 'KL', 'GL'] },
      { kodeHargaApp: 'CINCIN', namaHargaApp: 'Harga Cincin', detailGroup: ['CC'] },
    ],
    banner, info, item: items, hadiah,
  }, 'SYSTEM');
}

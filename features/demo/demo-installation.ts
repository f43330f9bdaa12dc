import type { Level } from '@/lib/auth/levels';

export const DEMO_SHOPS = [
  { kodeToko: 'PUSAT', namaToko: 'Kilau Emas Pusat', alamatToko: 'Jl. Pasar Baru No. 12, Sawah Besar, Jakarta Pusat, DKI Jakarta 10710', noWhatsapp: '081211110000', appType: 'PUSAT' },
  { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111', noWhatsapp: '081222220000', appType: 'CABANG' },
  { kodeToko: 'CAB02', namaToko: 'Kilau Emas Surabaya', alamatToko: 'Jl. Tunjungan No. 88, Genteng, Kota Surabaya, Jawa Timur 60275', noWhatsapp: '081233330000', appType: 'CABANG' },
] as const;

/** The demo logins the README lists and the first start prints. */
export const DEMO_USERS: { userId: string; namaUser: string; level: Level; kodeToko: string; password: string }[] = [
  { userId: 'owner', namaUser: 'Budi Santoso', level: 'OWN', kodeToko: 'PUSAT', password: 'owner123' },
  { userId: 'su', namaUser: 'Super User', level: 'SU', kodeToko: 'PUSAT', password: 'su123456' },
  { userId: 'mu', namaUser: 'Maya Utami', level: 'MU', kodeToko: 'PUSAT', password: 'mu123456' },
  { userId: 'dev', namaUser: 'Developer', level: 'DEV', kodeToko: 'PUSAT', password: 'dev12345' },
  { userId: 'spv', namaUser: 'Siti Rahmawati', level: 'SPV', kodeToko: 'CAB01', password: 'spv12345' },
  { userId: 'kasir', namaUser: 'Dewi Lestari', level: 'KASIR', kodeToko: 'CAB01', password: 'kasir123' },
  { userId: 'sales', namaUser: 'Agus Pratama', level: 'USER', kodeToko: 'CAB01', password: 'sales123' },
  { userId: 'spv2', namaUser: 'Rudi Hartono', level: 'SPV', kodeToko: 'CAB02', password: 'spv12345' },
  { userId: 'kasir2', namaUser: 'Rina Wijaya', level: 'KASIR', kodeToko: 'CAB02', password: 'kasir123' },
];

export const FIRST_NAMES = ['Ayu', 'Bayu', 'Citra', 'Dimas', 'Eka', 'Fajar', 'Gita', 'Hendra', 'Indah', 'Joko', 'Kartika', 'Lukman', 'Mega', 'Nanda', 'Putri', 'Rizky', 'Sari', 'Taufik', 'Wulan', 'Yusuf'];
export const LAST_NAMES = ['Saputra', 'Wibowo', 'Kurniawan', 'Handayani', 'Setiawan', 'Permata', 'Nugroho', 'Susanti', 'Hidayat', 'Rahayu'];

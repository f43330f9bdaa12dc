import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { photosDir } from '@/lib/storage/photos';
import { DEMO_GROUPS, DEMO_JENIS } from './items';

const SHAPES: Record<string, string> = {
  CC: `<ellipse cx="120" cy="130" rx="62" ry="48" fill="none" stroke="url(#g)" stroke-width="18"/><circle cx="120" cy="76" r="16" fill="#e0f2fe" stroke="url(#g)" stroke-width="6"/>`,
  KL: `<path d="M40 60 Q120 230 200 60" fill="none" stroke="url(#g)" stroke-width="10" stroke-dasharray="14 6"/><circle cx="120" cy="160" r="16" fill="url(#g)"/>`,
  GL: `<circle cx="120" cy="120" r="70" fill="none" stroke="url(#g)" stroke-width="22"/>`,
  AT: `<circle cx="85" cy="90" r="14" fill="url(#g)"/><path d="M85 104 L85 170" stroke="url(#g)" stroke-width="6"/><circle cx="155" cy="90" r="14" fill="url(#g)"/><path d="M155 104 L155 170" stroke="url(#g)" stroke-width="6"/>`,
  LT: `<path d="M120 190 C40 130 70 60 120 95 C170 60 200 130 120 190 Z" fill="url(#g)"/>`,
};
const TONES: Record<string, [string, string]> = { EMU: ['#fde68a', '#d97706'], P18: ['#fef3c7', '#ca8a04'], ETU: ['#fcd34d', '#b45309'], LM: ['#fbbf24', '#92400e'] };

/** One photo per group and jenis for the demo items (JPEG quality 50, as uploads are stored). */
export async function writeDemoPhotos(): Promise<Map<string, string>> {
  const dir = path.join(photosDir(), 'demo');
  await fs.mkdir(dir, { recursive: true });
  const paths = new Map<string, string>();
  for (const group of DEMO_GROUPS) {
    for (const dept of DEMO_JENIS) {
      const [light, dark] = TONES[dept.kodeDept];
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="240" height="240" fill="#fafaf9"/>${SHAPES[group.kodeGroup]}</svg>`;
      const relative = `demo/${group.kodeGroup}-${dept.kodeDept}.jpg`;
      await sharp(Buffer.from(svg)).jpeg({ quality: 50 }).toFile(path.join(photosDir(), relative));
      paths.set(`${group.kodeGroup}-${dept.kodeDept}`, relative);
    }
  }
  return paths;
}

import { milligramsToGrams, toMilligrams } from '@/lib/format/grams';

export type WeighingOutcome = { beratBersih: string; selisih: string; status: 'OK' | 'SELISIH' };

/**
 * The tray's verdict, in whole milligrams: the scale's gross reading minus the empty tray is what the items weigh
 * (beratBersih); selisih is that minus the sum of the items' gross weights; within ± toleransi (inclusive) it is OK.
 */
export function compareWeighing({ beratTimbang, beratBaki, beratBarang, toleransi }: {
  beratTimbang: string; beratBaki: string; beratBarang: string; toleransi: string;
}): WeighingOutcome {
  const bersih = toMilligrams(beratTimbang) - toMilligrams(beratBaki);
  const selisih = bersih - toMilligrams(beratBarang);
  const distance = selisih < 0n ? -selisih : selisih;
  return { beratBersih: milligramsToGrams(bersih), selisih: milligramsToGrams(selisih), status: distance <= toMilligrams(toleransi) ? 'OK' : 'SELISIH' };
}

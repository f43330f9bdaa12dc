declare module '@develoka/angka-terbilang-js' {
  /** Spells a whole number out in Indonesian ("dua belas juta lima ratus ribu"). */
  export default function angkaTerbilang(value: string): string;
}

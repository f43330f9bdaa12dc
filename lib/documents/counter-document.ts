/**
 * A counter document (a sale, a buyback) as its feature hands it to the nota: the header row with the salesperson's
 * name, and the lines in their order, each with its jenis' name and printed kadar (null when the jenis is gone).
 * One shape for both, so the nota reads either the same way; the rows are the owning feature's own.
 */
export type CounterDocument<Head, Line> = {
  head: Head;
  namaSales: string | null;
  lines: { line: Line; namaDept: string | null; kadarCetak: string | null }[];
};

/** A counter document of a day as Validasi Jual Beli lists it: its time in Jakarta (HH:MI) and who validated it, if anyone. */
export type DocumentToValidate = {
  nomor: string; jam: string; namaCustomer: string; totalBerat: string; totalHarga: number; divalidasiOleh: string | null;
};

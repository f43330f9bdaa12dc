/** What the Stock Opname screen shows of a count (server and client). */
/** Why a scanned barcode is not one the count expected. */
export type ForeignReason = 'BAKI_LAIN' | 'DITAMBAH' | 'TOKO_LAIN' | 'TERJUAL' | 'TIDAK_TERSEDIA' | 'TIDAK_DIKENAL';

export type OpnameItem = { kodeBarcode: string; namaBarang: string; kodeDept: string; kodeBaki: string; berat: string; found: boolean; hasil: string | null };
export type ForeignScan = { kodeBarcode: string; reason: ForeignReason; where: string };
export type OpnameState = {
  noOpname: string; kodeToko: string; kodeGudang: string; kodeBaki: string; status: string; createdBy: string; createdAt: string;
  closedBy: string | null; approvedBy: string | null; closedAt: string | null;
  expected: OpnameItem[]; foreign: ForeignScan[];
  totals: { expectedQty: number; expectedBerat: string; foundQty: number; foundBerat: string; missingQty: number; missingBerat: string };
};
export type OpnameSummary = { noOpname: string; kodeGudang: string; kodeBaki: string; status: string; createdBy: string; createdAt: string };


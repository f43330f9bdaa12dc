import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import type { Level } from '@/lib/auth/levels';
import type { PageInput } from '@/lib/paging/page-params';
import { findMasterRows, getMaster, getMasterOptions, listMaster } from '@/features/masters/services/read-master';
import { deleteMaster, saveMaster } from '@/features/masters/services/save-master';
import { runReport } from '@/lib/reports/run-report';
import { contextFor } from '@/tests/support/contexts';
import { useTestDatabase } from '@/tests/support/db';
import { getDashboard } from './dashboard/services/get-dashboard';
import { cancelSale } from './penjualan/services/cancel-sale';
import { findSales, getSale } from './penjualan/services/find-sales';
import { postSale } from './penjualan/services/post-sale';
import { priceSaleItem, readSaleForm } from './penjualan/services/sale-form';
import { listValidation, validateDocuments } from './validasi/services/validate';
import { findMoneyOverview, findRekenings, findTransferOptions, getCashBalance } from './money/services/find-money';
import { createKirimUang, findKirimUang, findKirimUangHistory, receiveKirimUang } from './money/services/kirim-uang';
import { recordKirimUangPrint } from './money/services/kirim-uang-print';
import { printNota } from './nota/services/print-nota';
import { readNota } from './nota/services/read-nota';
import { recordNotaPrint } from './nota/services/record-nota-print';
import { sendNotaWa } from './nota/services/send-nota-wa';
import { postMutasi } from './money/services/post-mutasi';
import { findCashBook, postCashBook } from './money/services/cash-book';
import { findNonCash, matchNonCash } from './money/services/validasi-non-tunai';
import { closeDay, findClosingView, getDayClosed } from './tutup-toko/services/close-day';
import { listFingerprintApprovers, registerFingerprint, startFingerprint } from './otorisasi/services/fingerprint';
import { decideQrRequest, listOpenQrRequests } from './otorisasi/services/qr';
import { listReaders, registerReader, revokeReader } from './otorisasi/services/reader';
import { getHargaGlobal } from './parameters/services/get-harga-global';
import { readBuybackOptions } from './pembelian/services/buyback-options';
import { cancelPembelian } from './pembelian/services/cancel-pembelian';
import { findPembelian, getPembelian } from './pembelian/services/find-pembelian';
import { findMeltable, meltPembelian } from './pembelian/services/melt-pembelian';
import { findOwnItems, postPembelian, previewPembelian } from './pembelian/services/post-pembelian';
import { readLendingOptions } from './hutang/services/lending-options';
import { postHutang } from './hutang/services/post-hutang';
import { cancelPelunasan, findTodayRedemptions } from './hutang/services/cancel-pelunasan';
import { findHutang, getHutang, readRedemptionOptions } from './hutang/services/find-hutang';
import { redeemHutang } from './hutang/services/redeem-hutang';
import { findRenewals, getRenewal, getRenewalTerms, renewHutang } from './hutang/services/renew-hutang';
import { auctionHutang, findAuctionable, findSurpluses, paySurplus, readAuctionOptions } from './hutang/services/auction-hutang';
import { findReminders, sendDueReminders, sendReminder } from './hutang/services/loan-reminders';
import { printLoanDocument, readLoanDocumentPrints } from './nota/services/print-loan-document';
import { loanDashboard } from './hutang/services/loan-dashboard';
import { listLoanValidation, validateHutang } from './hutang/services/validate-hutang';
import { listOrderValidation, validatePesanan } from './pesanan/services/validate-pesanan';
import { listRepairValidation, validateService } from './service/services/validate-service';
import { findSampleLoans, lendSampleItem, returnSampleItem } from './pesanan/services/sample-loans';
import { cancelPreOrderService } from './preorder/services/cancel-pre-order';
import { findJournals, getJournal, listAkunChoices, updateJournalAccounts } from './parameters/services/parameter-akun';
import { saveHargaGlobal } from './parameters/services/save-harga-global';
import { REPORTS } from './reports';
import { updateSettings } from './settings/services/update-settings';
import { findItemPriceHistory } from './stock/items/services/item-price-history';
import { updateItem } from './stock/items/services/update-item';
import { printTransferReceipt } from './stock/services/print-transfer-receipt';
import { findGoldPriceHistory, readJenisChoices } from './stock/services/masters/gold-price-history';
import { findCounterGoldPrices } from './stock/services/counter-gold-prices';
import { readLabelItems } from './stock/labels/services/read-label-items';
import { saveWeighing } from './stock/weighing/services/save-weighing';
import { getWeighing, resetWeighing, startWeighing } from './stock/weighing/services/weighing-session';
import { getHiddenMenuKeys, saveHiddenMenuKeys } from './users/services/access';
import { findAllUsers, findShops, findUsers } from './users/services/find-users';
import { createUser, updateUser } from './users/services/save-user';
import { resetUserPassword, setUserActive } from './users/services/user-access';

const { db } = useTestDatabase({ demo: false });

const cabang = { kodeToko: 'CAB01', appType: 'CABANG' };
const at = (level: Level, shop = cabang) => contextFor(level.toLowerCase(), level, shop);
const pusat = { kodeToko: 'PUSAT', appType: 'PUSAT' };
/** A context whose access tree hides these screens (Hak Akses Users): the menu's way of switching a screen off for a user. */
const hiding = (ctx: SessionContext, ...paths: string[]) => ({ ...ctx, user: { ...ctx.user, userId: `${ctx.user.userId}-hidden` }, hiddenMenuKeys: new Set(paths) });
/** A context of an installation where a module is off (Setting System). */
const without = (ctx: SessionContext, module: string) => ({ ...ctx, user: { ...ctx.user, userId: `${ctx.user.userId}-${module}` }, settings: { ...ctx.settings, [module]: 'false' } });

const kasir = at('KASIR');
const spv = at('SPV');
const ownCabang = at('OWN');
const owner = at('OWN', pusat);
const su = at('SU', pusat);
const mutasi = { kategori: 'PINDAH_DANA', asal: 'CASH', tujuan: 'BRI', tujuan_rekening: '1', jumlah: 1000, keterangan: 'x', idempotencyKey: 'refused-key' };
const cashBook = { arah: 'KELUAR' as const, kategori: 'BIAYA_OPERASIONAL', jumlah: 1000, keterangan: 'x', idempotencyKey: 'refused-key' };
const bank = { id: 'bank' as const };
const PAGE: PageInput = { page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' };
const katalog = { id: 'item-katalog' as const };

/**
 * Every verb with a screen gate, and contexts its gate refuses: a wrong level or app type, a module switched off, a
 * screen hidden by the user's access tree. Each is refused by the service itself (forbidden), not only by its action.
 */
const VERBS: [string, (ctx: SessionContext) => Promise<unknown>, SessionContext[]][] = [
  ['postMutasi BANK', (ctx) => postMutasi({ ctx, input: { kind: 'BANK', ...mutasi } }), [hiding(kasir, '/mutasi-uang-bank')]],
  ['postMutasi CASH', (ctx) => postMutasi({ ctx, input: { kind: 'CASH', ...mutasi } }), [hiding(kasir, '/mutasi-uang-cash')]],
  ['postCashBook KAS', (ctx) => postCashBook({ ctx, input: { kind: 'KAS', ...cashBook } }), [hiding(kasir, '/uang-kas')]],
  ['postCashBook BANK', (ctx) => postCashBook({ ctx, input: { kind: 'BANK', ...cashBook, rekening: '1' } }), [hiding(kasir, '/uang-bank')]],
  ['findCashBook KAS', (ctx) => findCashBook({ ctx, input: { kind: 'KAS' } }), [hiding(kasir, '/uang-kas')]],
  // Validasi Non Tunai: its module off (the default). The screen has no menu place of its own (Validasi Jual Beli's
  // entry leads to it), so the access tree cannot hide it.
  ['findNonCash', (ctx) => findNonCash({ ctx, input: {} }), [spv, kasir]],
  ['matchNonCash', (ctx) => matchNonCash({ ctx, input: { items: [{ sumber: 'UANG_BANK', dokumen: 'X' }] } }), [spv, kasir]],
  ['findCashBook BANK', (ctx) => findCashBook({ ctx, input: { kind: 'BANK' } }), [hiding(kasir, '/uang-bank')]],
  ['closeDay', (ctx) => closeDay({ ctx, input: { kasFisik: '1000', idempotencyKey: 'refused-key' } }), [hiding(spv, '/tutup-toko'), hiding(kasir, '/tutup-toko')]],
  ['findClosingView', (ctx) => findClosingView({ ctx }), [hiding(spv, '/tutup-toko')]],
  ['findCounterGoldPrices', (ctx) => findCounterGoldPrices({ ctx }), [hiding(kasir, '/transaksi-penjualan', '/transaksi-pembelian')]],
  ['getDayClosed', (ctx) => getDayClosed({ ctx }), [hiding(kasir, '/transaksi-penjualan', '/transaksi-pembelian', '/uang-kas', '/uang-bank', '/tutup-toko')]],
  ['findRekenings', (ctx) => findRekenings({ ctx, input: { kind: 'BANK', kodeBank: 'BRI' } }), [hiding(kasir, '/mutasi-uang-bank')]],
  ['findTransferOptions', (ctx) => findTransferOptions({ ctx, input: { kind: 'CASH' } }), [hiding(kasir, 'kas')]],
  ['findMoneyOverview', (ctx) => findMoneyOverview({ ctx, input: { kind: 'BANK', ...PAGE } }), [hiding(kasir, 'uangBank')]],
  ['getCashBalance', (ctx) => getCashBalance({ ctx }), [owner, hiding(kasir, '/kirim-uang-pusat')]],
  ['createKirimUang', (ctx) => createKirimUang({ ctx, input: { jumlah: 1000, keterangan: '', idempotencyKey: 'refused-key' } }), [owner, su, hiding(kasir, 'kirimUang')]],
  ['findKirimUang', (ctx) => findKirimUang({ ctx, input: { nomorReferensi: 'KU-1' } }), [hiding(kasir, '/kirim-uang-pusat')]],
  ['findKirimUangHistory', (ctx) => findKirimUangHistory({ ctx, input: PAGE }), [hiding(kasir, '/kirim-uang-pusat')]],
  ['recordKirimUangPrint', (ctx) => recordKirimUangPrint({ ctx, input: { nomorReferensi: 'KU-1', grant: null } }), [hiding(kasir, '/kirim-uang-pusat')]],
  ['readNota penjualan', (ctx) => readNota({ ctx, input: { kind: 'penjualan', nomor: 'JL-1' } }), [hiding(kasir, '/transaksi-penjualan', '/lihat-penjualan'), hiding(kasir, 'penjualan')]],
  ['readNota pembelian', (ctx) => readNota({ ctx, input: { kind: 'pembelian', nomor: 'BL-1' } }), [hiding(kasir, '/transaksi-pembelian', '/lihat-pembelian')]],
  ['printNota', (ctx) => printNota({ ctx, input: { kind: 'penjualan', nomor: 'JL-1', form: 'a4', grant: null } }), [hiding(kasir, '/transaksi-penjualan', '/lihat-penjualan')]],
  ['recordNotaPrint', (ctx) => recordNotaPrint({ ctx, input: { kind: 'pembelian', nomor: 'BL-1', form: 'thermal', grant: null } }), [hiding(kasir, '/transaksi-pembelian', '/lihat-pembelian')]],
  ['sendNotaWa', (ctx) => sendNotaWa({ ctx, input: { kind: 'penjualan', nomor: 'JL-1' } }), [without({ ...kasir, settings: { ...kasir.settings, WHATSAPP_MODULE: 'true' } }, 'WHATSAPP_MODULE'), hiding({ ...kasir, settings: { ...kasir.settings, WHATSAPP_MODULE: 'true' } }, '/transaksi-penjualan', '/lihat-penjualan')]],
  ['receiveKirimUang', (ctx) => receiveKirimUang({ ctx, input: { nomorReferensi: 'KU-1' } }), [kasir, ownCabang]],
  ['listMaster', (ctx) => listMaster({ ctx, input: bank }), [kasir, ownCabang, at('MU', pusat)]],
  ['getMasterOptions', (ctx) => getMasterOptions({ ctx, input: { id: 'rekening' } }), [kasir, ownCabang]],
  ['getMaster', (ctx) => getMaster({ ctx, input: { ...katalog, key: 'X' } }), [kasir, ownCabang]],
  ['saveMaster', (ctx) => saveMaster({ ctx, input: { ...bank, value: { kode_bank: 'BNI', nama_bank: 'BNI' } } }), [kasir, ownCabang, at('DEV', pusat)]],
  ['deleteMaster', (ctx) => deleteMaster({ ctx, input: { ...katalog, key: 'X' } }), [spv, ownCabang]],
  ['getHargaGlobal', (ctx) => getHargaGlobal({ ctx }), [kasir, ownCabang]],
  ['saveHargaGlobal', (ctx) => saveHargaGlobal({ ctx, input: { harga_global: 1 } }), [spv, ownCabang, at('MU', pusat)]],
  ['findJournals', (ctx) => findJournals({ ctx, input: PAGE }), [kasir, without(owner, 'NAGAFIN_ACCOUNTING_MODULE')]],
  ['getJournal', (ctx) => getJournal({ ctx, input: { trx: 'MUTASI_UANG_BANK', type: 'DEFAULT' } }), [without(su, 'NAGAFIN_ACCOUNTING_MODULE')]],
  ['listAkunChoices', (ctx) => listAkunChoices({ ctx }), [ownCabang, without(owner, 'NAGAFIN_ACCOUNTING_MODULE')]],
  ['updateJournalAccounts', (ctx) => updateJournalAccounts({ ctx, input: { trx: 'MUTASI_UANG_BANK', type: 'DEFAULT', detail: [] } }),
    [spv, ownCabang, without(owner, 'NAGAFIN_ACCOUNTING_MODULE')]],
  ['findUsers', (ctx) => findUsers({ ctx, input: { page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' } }), [kasir, spv]],
  ['findAllUsers', (ctx) => findAllUsers({ ctx }), [kasir, spv]],
  ['findMasterRows', (ctx) => findMasterRows({ ctx, input: { id: 'bank', page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' } }), [kasir, spv]],
  ['findMasterRows supplier', (ctx) => findMasterRows({ ctx, input: { id: 'supplier', ...PAGE } }), [without(owner, 'SUPPLIER_BARANG_MODULE'), hiding(kasir, '/master-supplier')]],
  ['saveMaster gudang', (ctx) => saveMaster({ ctx, input: { id: 'gudang', value: { kode_gudang: 'G', nama_gudang: 'G' } } }), [kasir, at('USER'), hiding(spv, '/master-gudang')]],
  ['deleteMaster baki', (ctx) => deleteMaster({ ctx, input: { id: 'baki', key: 'B' } }), [kasir, at('MU', pusat)]],
  ['saveMaster harga-emas', (ctx) => saveMaster({ ctx, input: { id: 'harga-emas', key: 'EMU', value: { kode_dept: 'EMU', harga_jual: 2, harga_beli: 1 } } }), [spv, ownCabang, at('DEV', pusat)]],
  ['saveMaster ongkos', (ctx) => saveMaster({ ctx, input: { id: 'ongkos', value: { kode_group: 'CC', kode_dept: 'EMU', ongkos: 1 } } }), [spv, ownCabang]],
  ['findMasterRows bunga-hutang', (ctx) => findMasterRows({ ctx, input: { id: 'bunga-hutang', ...PAGE } }), [without(owner, 'PARAMETER_BUNGA_HUTANG_MODULE'), hiding(kasir, '/parameter-bunga-hutang')]],
  ['saveMaster bunga-hutang', (ctx) => saveMaster({ ctx, input: { id: 'bunga-hutang', value: { jumlah_dari: '0', jumlah_sampai: '1', hari_dari: '1', hari_sampai: '1', bunga: '1' } } }), [kasir, spv, ownCabang]],
  ['deleteMaster plafond-hutang', (ctx) => deleteMaster({ ctx, input: { id: 'plafond-hutang', key: '1' } }), [spv, ownCabang, without(owner, 'PLAFOND_HUTANG_MODULE')]],
  ['findMasterRows hutang-pokok', (ctx) => findMasterRows({ ctx, input: { id: 'hutang-pokok', ...PAGE } }),
    [owner, { ...owner, settings: { ...owner.settings, PARAMETER_JUMLAH_HUTANG_POKOK_MODULE: 'true', PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'HARGA_EMAS' } }]],
  ['saveMaster kondisi-pinjaman', (ctx) => saveMaster({ ctx, input: { id: 'kondisi-pinjaman', value: { kode_kondisi: 'K', nama_kondisi: 'K' } } }), [kasir, spv, ownCabang, hiding(owner, '/master-kondisi-pinjaman')]],
  ['findGoldPriceHistory', (ctx) => findGoldPriceHistory({ ctx, input: { ...PAGE, kodeDept: null } }), [hiding(kasir, '/master-parameter-harga-emas')]],
  ['readJenisChoices', (ctx) => readJenisChoices({ ctx }), [hiding(kasir, '/master-parameter-harga-emas')]],
  ['findShops', (ctx) => findShops({ ctx }), [kasir, hiding(at('MU'), '/data-users')]],
  ['createUser', (ctx) => createUser({ ctx, input: { userId: 'baru', namaUser: 'Baru', level: 'USER', kodeToko: 'CAB01', password: 'Rahasia-Baru-2026' } }), [kasir, spv]],
  ['updateUser', (ctx) => updateUser({ ctx, input: { userId: 'kasir', namaUser: 'Kasir', level: 'USER', kodeToko: 'CAB01' } }), [kasir, hiding(at('MU'), 'manageUsers')]],
  ['setUserActive', (ctx) => setUserActive({ ctx, input: { userId: 'kasir', isActive: false } }), [kasir, spv]],
  ['resetUserPassword', (ctx) => resetUserPassword({ ctx, input: { userId: 'kasir' } }), [kasir, spv]],
  ['getHiddenMenuKeys', (ctx) => getHiddenMenuKeys({ ctx, input: { kind: 'level', level: 'KASIR' } }), [kasir, hiding(at('MU'), '/hak-akses-users')]],
  ['saveHiddenMenuKeys', (ctx) => saveHiddenMenuKeys({ ctx, input: { target: { kind: 'level', level: 'KASIR' }, hidden: [] } }), [spv, hiding(at('MU'), '/hak-akses-users')]],
  ['updateSettings', (ctx) => updateSettings({ ctx, input: { settings: { CICILAN_MODULE: 'false' } } }), [kasir, at('MU'), spv]],
  // The WhatsApp gateway's settings: head office's OWN and SU only; MU and DEV, who open Setting System, are refused (issue 25 point 5).
  ['updateSettings (gateway)', (ctx) => updateSettings({ ctx, input: { settings: { WHATSAPP_GATEWAY_URL: 'https://wa.example.com' } } }), [at('MU', pusat), at('DEV', pusat), at('OWN'), kasir]],
  ['updateSettings (gateway token)', (ctx) => updateSettings({ ctx, input: { settings: { WHATSAPP_GATEWAY_TOKEN: 'curian' } } }), [at('MU', pusat), at('DEV', pusat)]],
  ['getDashboard', (ctx) => getDashboard({ ctx, input: { allShops: false } }), [hiding(kasir, '/dashboard')]],
  // The counter's sales screens are open to every level; a hidden screen refuses, and validation refuses a non-supervisor.
  ['readSaleForm', (ctx) => readSaleForm({ ctx }), [hiding(kasir, '/transaksi-penjualan')]],
  ['priceSaleItem', (ctx) => priceSaleItem({ ctx, input: { barcode: 'X' } }), [hiding(kasir, '/transaksi-penjualan')]],
  ['postSale', (ctx) => postSale({ ctx, input: { lines: [{ barcode: 'X', hargaHitung: 1, hargaJual: 1 }], kodeSales: 'S', uangDiterima: 1, idempotencyKey: 'refused-key' } }),
    [hiding(kasir, '/transaksi-penjualan')]],
  ['findSales', (ctx) => findSales({ ctx, input: {} }), [hiding(kasir, '/lihat-penjualan', '/batal-penjualan')]],
  ['getSale', (ctx) => getSale({ ctx, input: { nomor: 'X' } }), [hiding(kasir, '/lihat-penjualan', '/batal-penjualan')]],
  ['cancelSale', (ctx) => cancelSale({ ctx, input: { nomor: 'X', alasan: 'x', idempotencyKey: 'refused-key' } }), [hiding(spv, '/batal-penjualan')]],
  ['listValidation', (ctx) => listValidation({ ctx, input: {} }), [hiding(spv, '/validasi-jual-beli')]],
  ['validateDocuments', (ctx) => validateDocuments({ ctx, input: { penjualan: ['X'] } }), [kasir, at('USER'), hiding(spv, '/validasi-jual-beli')]],
  ['getDashboard allShops', (ctx) => getDashboard({ ctx, input: { allShops: true } }), [ownCabang, hiding(owner, '/dashboardPusat')]],
  ['printTransferReceipt', (ctx) => printTransferReceipt({ ctx, input: { noPindah: 'PB-1', grant: null } }), [hiding(kasir, '/lihat-pindah-barang')]],
  ['readLabelItems', (ctx) => readLabelItems({ ctx, input: { barcodes: ['B1'] } }), [hiding(kasir, '/cetak-barcode')]],
  ['startWeighing', (ctx) => startWeighing({ ctx, input: { kodeGudang: 'G', kodeBaki: 'B' } }), [hiding(kasir, '/timbang-baki')]],
  ['getWeighing', (ctx) => getWeighing({ ctx, input: { kodeGudang: 'G', kodeBaki: 'B' } }), [hiding(kasir, '/timbang-baki')]],
  ['resetWeighing', (ctx) => resetWeighing({ ctx, input: { kodeGudang: 'G', kodeBaki: 'B' } }), [hiding(kasir, '/timbang-baki')]],
  ['saveWeighing', (ctx) => saveWeighing({ ctx, input: { noTimbang: 'TBK-1', beratTimbang: '1' } }), [hiding(kasir, '/timbang-baki')]],
  ['listOpenQrRequests', (ctx) => listOpenQrRequests({ ctx }), [kasir, at('MU', pusat)]],
  ['decideQrRequest', (ctx) => decideQrRequest({ ctx, input: { keystore: 'X', approve: true } }), [kasir, hiding(spv, '/otorisasi-qr')]],
  ['registerReader', (ctx) => registerReader({ ctx, input: { kode_toko: 'CAB01', nama_reader: 'R' } }), [spv, kasir]],
  ['listReaders', (ctx) => listReaders({ ctx }), [spv]],
  ['revokeReader', (ctx) => revokeReader({ ctx, input: { id: 1 } }), [at('MU', pusat)]],
  // FINGERPRINT_MODULE is off in the default settings.
  ['startFingerprint', (ctx) => startFingerprint({ ctx, input: { approver: 'spv', fitur: 'CETAK_ULANG_KIRIM_UANG', subject: documentSubject('KU-1', 'cetak') } }), [kasir]],
  ['registerFingerprint', (ctx) => registerFingerprint({ ctx, input: { userId: 'spv', template: 'FP' } }), [spv, owner]],
  ['listFingerprintApprovers', (ctx) => listFingerprintApprovers({ ctx }), [kasir]],
  ['runReport laporan-jurnal', (ctx) => runReport(REPORTS['jurnal'], ctx, { cari: '1' }), [kasir, spv]],
  ['runReport laporan-kirim-uang-pusat', (ctx) => runReport(REPORTS['kirim-uang-pusat'], ctx, { cari: '1' }), [hiding(owner, 'laporan')]],
  ['readBuybackOptions', (ctx) => readBuybackOptions({ ctx }), [hiding(kasir, '/transaksi-pembelian')]],
  ['findOwnItems', (ctx) => findOwnItems({ ctx, input: { code: 'X' } }), [hiding(kasir, '/transaksi-pembelian')]],
  ['previewPembelian', (ctx) => previewPembelian({ ctx, input: { lines: [] } }), [hiding(kasir, '/transaksi-pembelian')]],
  ['postPembelian', (ctx) => postPembelian({ ctx, input: { idempotencyKey: 'refused-key', lines: [], kodeBaki: 'B', kodeSales: 'S' } }),
    [hiding(kasir, '/transaksi-pembelian'), hiding(spv, '/transaksi-pembelian')]],
  ['findPembelian', (ctx) => findPembelian({ ctx, input: {} }), [hiding(kasir, '/lihat-pembelian', '/batal-pembelian')]],
  ['getPembelian', (ctx) => getPembelian({ ctx, input: { noFakturBeli: 'BL-1' } }), [hiding(kasir, '/lihat-pembelian', '/batal-pembelian')]],
  ['cancelPembelian', (ctx) => cancelPembelian({ ctx, input: { idempotencyKey: 'refused-key', noFakturBeli: 'BL-1', alasan: 'x' } }), [hiding(spv, '/batal-pembelian')]],
  ['findMeltable', (ctx) => findMeltable({ ctx }), [hiding(kasir, '/hancur-pembelian')]],
  ['meltPembelian', (ctx) => meltPembelian({ ctx, input: { idempotencyKey: 'refused-key', barcodes: ['X'], alasan: 'x' } }), [hiding(spv, '/hancur-pembelian')]],
  ['readLendingOptions', (ctx) => readLendingOptions({ ctx }), [hiding(kasir, '/transaksi-hutang')]],
  ['postHutang', (ctx) => postHutang({ ctx, input: { idempotencyKey: 'refused-key', namaCustomer: 'x', alamatCustomer: 'x', noHpCustomer: '1', noKtp: '1', kodeSales: 'S', items: [] } }),
    [hiding(kasir, '/transaksi-hutang'), hiding(spv, '/transaksi-hutang')]],
  // Pawn loans: Lihat Hutang and Batal Hutang Lunas are open to every level; a hidden screen or menu group refuses.
  ['findHutang', (ctx) => findHutang({ ctx, input: {} }), [hiding(kasir, '/lihat-hutang'), hiding(spv, 'hutang')]],
  ['getHutang', (ctx) => getHutang({ ctx, input: { noFakturHutang: 'HT-1' } }), [hiding(kasir, '/lihat-hutang')]],
  ['readRedemptionOptions', (ctx) => readRedemptionOptions({ ctx }), [hiding(kasir, '/lihat-hutang')]],
  ['redeemHutang', (ctx) => redeemHutang({ ctx, input: { idempotencyKey: 'refused-key', noFakturHutang: 'HT-1', bayarTunai: 1000 } }),
    [hiding(kasir, '/lihat-hutang'), hiding(ownCabang, 'hutang')]],
  ['renewHutang', (ctx) => renewHutang({ ctx, input: { idempotencyKey: 'refused-key', noFakturHutang: 'HT-1', bayarTunai: 1000 } }),
    [hiding(kasir, '/lihat-hutang'), hiding(ownCabang, 'hutang')]],
  ['getRenewalTerms', (ctx) => getRenewalTerms({ ctx, input: { noFakturHutang: 'HT-1' } }), [hiding(kasir, '/lihat-hutang')]],
  ['findRenewals', (ctx) => findRenewals({ ctx, input: { noFakturHutang: 'HT-1' } }), [hiding(kasir, '/lihat-hutang')]],
  ['getRenewal', (ctx) => getRenewal({ ctx, input: { nomor: 'LH-1' } }), [hiding(spv, '/lihat-hutang')]],
  ['findTodayRedemptions', (ctx) => findTodayRedemptions({ ctx }), [hiding(spv, '/batal-hutang-lunas')]],
  ['cancelPelunasan', (ctx) => cancelPelunasan({ ctx, input: { idempotencyKey: 'refused-key', noPelunasan: 'LH-1', alasan: 'x' } }), [hiding(spv, '/batal-hutang-lunas')]],
  // Lelang Hutang is open to every level; a hidden screen or menu group refuses; its reminders need WHATSAPP_MODULE.
  ['findAuctionable', (ctx) => findAuctionable({ ctx, input: {} }), [hiding(kasir, '/lelang-hutang'), hiding(spv, 'hutang')]],
  ['readAuctionOptions', (ctx) => readAuctionOptions({ ctx }), [hiding(kasir, '/lelang-hutang')]],
  ['auctionHutang', (ctx) => auctionHutang({ ctx, input: { idempotencyKey: 'refused-key', noFakturHutang: 'HT-1', cara: 'JUAL', bayarTunai: 1000 } }),
    [hiding(kasir, '/lelang-hutang'), hiding(ownCabang, 'hutang')]],
  ['findSurpluses', (ctx) => findSurpluses({ ctx }), [hiding(spv, '/lelang-hutang')]],
  ['paySurplus', (ctx) => paySurplus({ ctx, input: { idempotencyKey: 'refused-key', noLelang: 'LLH-1', bayarTunai: 1000 } }), [hiding(kasir, '/lelang-hutang')]],
  ['findReminders', (ctx) => findReminders({ ctx }), [hiding(kasir, '/lelang-hutang')]],
  ['sendReminder', (ctx) => sendReminder({ ctx, input: { noFakturHutang: 'HT-1', jenis: 'LELANG' }, text: () => 'x' }),
    [hiding(kasir, '/lelang-hutang'), without(kasir, 'WHATSAPP_MODULE')]],
  ['sendDueReminders', (ctx) => sendDueReminders({ ctx, text: () => 'x' }), [hiding(spv, '/lelang-hutang'), without(spv, 'WHATSAPP_MODULE')]],
  // Loan slips: printed from Transaksi Hutang and Lihat Hutang (a redemption's receipt from Lihat Hutang only).
  ['printLoanDocument hutang', (ctx) => printLoanDocument({ ctx, input: { kind: 'hutang', nomor: 'HT-1', form: 'thermal' } }),
    [hiding(kasir, '/transaksi-hutang', '/lihat-hutang'), hiding(spv, 'hutang')]],
  ['printLoanDocument pelunasan-hutang', (ctx) => printLoanDocument({ ctx, input: { kind: 'pelunasan-hutang', nomor: 'LH-1', form: 'a4' } }), [hiding(kasir, '/lihat-hutang')]],
  ['printLoanDocument perpanjangan-hutang', (ctx) => printLoanDocument({ ctx, input: { kind: 'perpanjangan-hutang', nomor: 'LH-1', form: 'a4' } }), [hiding(kasir, '/lihat-hutang')]],
  ['readLoanDocumentPrints', (ctx) => readLoanDocumentPrints({ ctx, input: { kind: 'hutang', nomor: 'HT-1' } }), [hiding(kasir, '/transaksi-hutang', '/lihat-hutang')]],
  // The dashboards' debt figures: a hidden dashboard refuses, the head office's only at head office.
  ['loanDashboard', (ctx) => loanDashboard({ ctx, input: { allShops: false } }), [hiding(kasir, '/dashboard')]],
  ['loanDashboard allShops', (ctx) => loanDashboard({ ctx, input: { allShops: true } }), [ownCabang, hiding(owner, '/dashboardPusat')]],
  // Validasi Hutang: open to every level (login); a hidden screen refuses, and validating refuses a non-supervisor.
  ['listLoanValidation', (ctx) => listLoanValidation({ ctx, input: {} }), [hiding(spv, '/validasi-hutang'), hiding(kasir, 'validasi')]],
  ['validateHutang', (ctx) => validateHutang({ ctx, input: { hutang: ['HT-1'] } }), [kasir, at('USER'), hiding(spv, '/validasi-hutang')]],
  // Validasi Pesanan / Service: their module off, a cashier, a hidden screen.
  ['listOrderValidation', (ctx) => listOrderValidation({ ctx, input: {} }), [without(spv, 'VALIDASI_PESANAN_MODULE'), hiding(spv, '/validasi-pesanan')]],
  ['validatePesanan', (ctx) => validatePesanan({ ctx, input: { nomor: ['PS-1'] } }), [without(spv, 'VALIDASI_PESANAN_MODULE'), kasir, hiding(spv, '/validasi-pesanan')]],
  ['listRepairValidation', (ctx) => listRepairValidation({ ctx, input: {} }), [without(spv, 'VALIDASI_SERVICE_MODULE'), hiding(spv, '/validasi-service')]],
  ['validateService', (ctx) => validateService({ ctx, input: { nomor: ['SV-1'] } }), [without(spv, 'VALIDASI_SERVICE_MODULE'), kasir, hiding(spv, '/validasi-service')]],
  // Ambil Barang Contoh, Batal on Lihat Pre Order, Parameter Deskripsi Service: a hidden screen, a module off.
  ['findSampleLoans', (ctx) => findSampleLoans({ ctx }), [hiding(kasir, '/ambil-barang-contoh')]],
  ['lendSampleItem', (ctx) => lendSampleItem({ ctx, input: { idempotencyKey: 'refused-key', kodeBarcode: 'X', noPesanan: 'PS-1' } }), [hiding(kasir, '/ambil-barang-contoh')]],
  ['returnSampleItem', (ctx) => returnSampleItem({ ctx, input: { idempotencyKey: 'refused-key', noPinjam: 'ACT-1' } }), [hiding(kasir, '/ambil-barang-contoh')]],
  ['cancelPreOrderService', (ctx) => cancelPreOrderService({ ctx, input: { idempotencyKey: 'refused-key', noPo: 'PO-1', alasan: 'x' } }), [without(spv, 'PRE_ORDER_MODULE'), hiding(kasir, '/lihat-pre-order')]],
  ['saveMaster deskripsi-service', (ctx) => saveMaster({ ctx, input: { id: 'deskripsi-service', value: { kode_deskripsi: 'PT', deskripsi: 'Patri' } } }), [kasir, spv, without(owner, 'PARAMETER_DESKRIPSI_SERVICE_MODULE')]],
  ['runReport laporan-keuangan-akhir-hari', (ctx) => runReport(REPORTS['keuangan-akhir-hari'], ctx, { cari: '1' }), [hiding(owner, 'laporan'), hiding(kasir, '/laporan-keuangan-akhir-hari')]],
  ['runReport laporan-eod', (ctx) => runReport(REPORTS['eod'], ctx, { cari: '1' }), [hiding(spv, '/laporan-eod')]],
  ['runReport laporan-pinjaman-detail', (ctx) => runReport(REPORTS['pinjaman-detail'], ctx, { cari: '1' }), [hiding(kasir, '/laporan-pinjaman-detail'), hiding(owner, 'laporanHutang')]],
  ['runReport laporan-hutang-jatuh-tempo', (ctx) => runReport(REPORTS['hutang-jatuh-tempo'], ctx, { cari: '1' }), [hiding(spv, '/laporan-hutang-jatuh-tempo'), hiding(owner, 'laporan')]],
  ['runReport laporan-pesanan', (ctx) => runReport(REPORTS['pesanan'], ctx, { cari: '1' }), [hiding(kasir, '/laporan-pesanan'), hiding(owner, 'laporanPesanan')]],
  ['runReport laporan-titip-uang', (ctx) => runReport(REPORTS['titip-uang'], ctx, { cari: '1' }), [hiding(spv, '/laporan-titip-uang'), hiding(owner, 'laporan')]],
  ['runReport laporan-service', (ctx) => runReport(REPORTS['service'], ctx, { cari: '1' }), [hiding(kasir, '/laporan-service'), hiding(owner, 'laporanService')]],
  ['runReport laporan-service-tukang', (ctx) => runReport(REPORTS['service-tukang'], ctx, { cari: '1' }), [hiding(spv, '/laporan-service-tukang'), hiding(kasir, 'laporanService')]],
  ['runReport laporan-service-outstanding', (ctx) => runReport(REPORTS['service-outstanding'], ctx, { cari: '1' }), [hiding(kasir, '/laporan-service-outstanding'), hiding(owner, 'laporan')]],
  ['updateItem', (ctx) => updateItem({ ctx, input: { kode_barcode: 'X', nama_barang: 'Cincin Polos', harga_tetap: 'on', harga_jual: '1' } }),
    [hiding(kasir, '/data-barang'), hiding(at('USER'), '/data-barang')]],
  ['findItemPriceHistory', (ctx) => findItemPriceHistory({ ctx, input: { kodeBarcode: 'X' } }), [hiding(kasir, '/data-barang'), hiding(spv, 'barang')]],
];

describe('every service checks its own gate', () => {
  it.each(VERBS)('%s refuses a context its screen refuses, before it reads or writes', async (name, call, refused) => {
    expect(refused.length, name).toBeGreaterThan(0);
    for (const ctx of refused) {
      await expect(call(ctx), `${name} as ${ctx.user.userId}`).rejects.toMatchObject({ kind: 'forbidden' });
    }
    const tables = (await db().execute(sql`select count(*)::int as n from users`)).rows[0] as { n: number };
    expect(tables.n).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { screensOfModule, titleFromPath } from './module-screens';

describe('the screens of a module, from the route table', () => {
  it('lists the screens a module opens, the ones it closes and the ones it limits', () => {
    expect(screensOfModule('CICILAN_MODULE')).toEqual({
      opens: ['/parameter-cicilan', '/transaksi-cicilan', '/lihat-cicilan', '/lelang-cicilan'], closes: [], restricts: null,
    });
    expect(screensOfModule('NAGAFIN_ACCOUNTING_MODULE').opens).toEqual(['/parameter-akun']);
    // Either the module or APP_MODE opens the manual screens.
    expect(screensOfModule('MANUAL_ITEMS_TRANSACTION_MODULE').opens).toEqual([
      '/transaksi-manual', '/lihat-transaksi-manual', '/data-barang-manual', '/validasi-transaksi-manual']);
    expect(screensOfModule('SEPUHAN_TERPUSAT_MODULE')).toEqual({
      opens: [], closes: ['/terima-sepuhan', '/sortir-sepuhan', '/pindah-sepuhan', '/buang-sepuhan'], restricts: null,
    });
    expect(screensOfModule('SETTING_NOTA_OWNER_ONLY').restricts).toEqual({ levels: ['OWN', 'SU'], paths: ['/setting-nota', '/setting-nota-slip'] });
    // A menu entry that leads elsewhere while the module is on.
    expect(screensOfModule('VALIDASI_NON_CASH_MODULE').opens).toEqual(['/validasi-non-cash']);
    expect(screensOfModule('DUPLICATE_PRINT_PENJUALAN')).toEqual({ opens: [], closes: [], restricts: null });
  });

  it('names a screen without a title message from its path', () => {
    expect(titleFromPath('/laporan-akhir_hari')).toBe('Laporan Akhir Hari');
    expect(titleFromPath('/transaksi-pre-order')).toBe('Transaksi Pre Order');
  });
});

import { describe, expect, it } from 'vitest';
import { changesDevicePolicy, deviceFeaturesOf } from '../routes/device-screens';
import { headerRules, permissionsPolicy, securityHeaders } from './security-headers';

const policyOf = (headers: { key: string; value: string }[]) => headers.find((header) => header.key === 'Permissions-Policy')?.value;

describe('Permissions-Policy (issue 25 point 9)', () => {
  it('denies WebUSB and Web Serial on every page by default, and the edge refusals', () => {
    expect(policyOf(securityHeaders(false))).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=()');
  });

  it('allows them to our own origin on the screens that print a slip or read the scale, each only what it uses', () => {
    const rules = headerRules(false);
    // The rule of every page first: Next lets the last rule that sets a header win.
    expect(rules[0].source).toBe('/:path*');
    const bySource = Object.fromEntries(rules.slice(1).map((rule) => [rule.source, policyOf(rule.headers)]));
    const printer = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(self), serial=(self), hid=(), display-capture=()';
    expect(bySource).toEqual({
      '/transaksi-penjualan': printer, '/lihat-penjualan': printer, '/transaksi-pembelian': printer, '/lihat-pembelian': printer,
      '/transaksi-hutang': printer, '/lihat-hutang': printer,
      // Issue 28 point 7: the order, deposit and repair screens print their slips.
      '/transaksi-pesanan': printer, '/lihat-pesanan': printer, '/lihat-titipan': printer, '/transaksi-services': printer, '/lihat-services': printer,
      '/timbang-baki': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(self), hid=(), display-capture=()',
    });
    expect(permissionsPolicy(['serial'])).toContain('usb=(), serial=(self)');
  });

  it('tells a link between pages of different device policies, which must load a new document', () => {
    expect(deviceFeaturesOf('/timbang-baki/')).toEqual(['serial']);
    expect(deviceFeaturesOf('/home')).toEqual([]);
    expect(deviceFeaturesOf('/lihat-services/')).toEqual(['usb', 'serial']);
    expect(changesDevicePolicy('/lihat-pesanan', '/transaksi-pesanan')).toBe(false);
    expect(changesDevicePolicy('/home', '/lihat-titipan')).toBe(true);
    expect(deviceFeaturesOf('/toString')).toEqual([]);
    expect(changesDevicePolicy('/home', '/transaksi-penjualan')).toBe(true);
    expect(changesDevicePolicy('/transaksi-penjualan', '/home')).toBe(true);
    expect(changesDevicePolicy('/transaksi-penjualan', '/lihat-penjualan')).toBe(false);
    expect(changesDevicePolicy('/lihat-penjualan', '/timbang-baki')).toBe(true);
    expect(changesDevicePolicy('/home', '/data-barang')).toBe(false);
  });
});

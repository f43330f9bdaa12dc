/**
 * The screens that talk to a device from the browser (issue 25 point 9): the receipt printer over WebUSB or Web
 * Serial where a slip is printed or reprinted, the balance over Web Serial on Timbang Baki. Only these documents get
 * `usb=(self)` / `serial=(self)` in their Permissions-Policy (lib/server/security-headers.ts); every other page keeps
 * both denied. A policy belongs to the document, so a link between two pages whose policies differ loads the new page
 * instead of swapping it in place (components/shell/in-app-links.tsx).
 */
export type DeviceFeature = 'usb' | 'serial';

const PRINTER: readonly DeviceFeature[] = ['usb', 'serial'];

export const DEVICE_SCREENS: Readonly<Record<string, readonly DeviceFeature[]>> = {
  '/transaksi-penjualan': PRINTER,
  '/lihat-penjualan': PRINTER,
  '/transaksi-pembelian': PRINTER,
  '/lihat-pembelian': PRINTER,
  '/transaksi-hutang': PRINTER,
  '/lihat-hutang': PRINTER,
  '/transaksi-pesanan': PRINTER,
  '/lihat-pesanan': PRINTER,
  '/lihat-titipan': PRINTER,
  '/transaksi-services': PRINTER,
  '/lihat-services': PRINTER,
  '/timbang-baki': ['serial'],
};

/** The device features a page's document may use (none for a page not listed). */
export function deviceFeaturesOf(pathname: string): readonly DeviceFeature[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(DEVICE_SCREENS, path) ? DEVICE_SCREENS[path] : [];
}

/** Whether going from one page to another changes the document's device policy (then the browser must load it). */
export function changesDevicePolicy(fromPath: string, toPath: string): boolean {
  return deviceFeaturesOf(fromPath).join() !== deviceFeaturesOf(toPath).join();
}

'use client';
// Sends ESC/POS bytes from the browser to a receipt printer on USB (WebUSB) or a serial/Bluetooth-serial port (Web
// Serial), with no helper program on the till. The chosen printer is remembered (its kind, ids and paper width in
// localStorage; the browser keeps the permission), so later slips print without asking again.

import { DeviceError, deviceStep, isDeviceAllowed } from '@/lib/client/device-problem';

export type PrinterKind = 'usb' | 'serial';
export type RememberedPrinter = { kind: PrinterKind; vendorId?: number; productId?: number; name: string; width: 58 | 80 };

const STORAGE_KEY = 'kilau.receiptPrinter';
const SERIAL_BAUD_RATE = 9600;
const CHUNK = 4096;

/* Minimal shapes of the WebUSB and Web Serial objects used here (not in TypeScript's DOM library). */
type UsbEndpoint = { direction: 'in' | 'out'; endpointNumber: number };
type UsbInterface = { interfaceNumber: number; alternate: { interfaceClass: number; endpoints: UsbEndpoint[] } };
type UsbDevice = {
  vendorId: number; productId: number; productName?: string; opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>; close(): Promise<void>; selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>; transferOut(endpoint: number, data: BufferSource): Promise<unknown>;
};
type Usb = { requestDevice(options: { filters: object[] }): Promise<UsbDevice>; getDevices(): Promise<UsbDevice[]> };
type SerialPort = {
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(options: { baudRate: number }): Promise<void>; close(): Promise<void>;
  writable: WritableStream<Uint8Array> | null;
};
type Serial = { requestPort(): Promise<SerialPort>; getPorts(): Promise<SerialPort[]> };
const usbOf = () => (navigator as unknown as { usb?: Usb }).usb;
const serialOf = () => (navigator as unknown as { serial?: Serial }).serial;

export function printerSupport(): { usb: boolean; serial: boolean } {
  if (typeof navigator === 'undefined') return { usb: false, serial: false };
  return { usb: Boolean(usbOf()), serial: Boolean(serialOf()) };
}

export function rememberedPrinter(): RememberedPrinter | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as RememberedPrinter | null;
    return stored && (stored.kind === 'usb' || stored.kind === 'serial') ? { ...stored, width: stored.width === 80 ? 80 : 58 } : null;
  } catch {
    return null;
  }
}

export function rememberPrinter(printer: RememberedPrinter | null) {
  if (printer) localStorage.setItem(STORAGE_KEY, JSON.stringify(printer));
  else localStorage.removeItem(STORAGE_KEY);
}

/** The reason this page cannot reach a printer of that kind at all (no API, or the page's policy), or null. */
function unreachable(kind: PrinterKind): DeviceError | null {
  if (!printerSupport()[kind]) return new DeviceError('tidakDidukung');
  if (!isDeviceAllowed(kind)) return new DeviceError('diblokir');
  return null;
}

/**
 * Asks the browser for a printer (its own device chooser) and remembers it. Throws a DeviceError saying why when none
 * is chosen or the page may not ask.
 */
export async function choosePrinter(kind: PrinterKind, width: 58 | 80): Promise<RememberedPrinter> {
  const blocked = unreachable(kind);
  if (blocked) throw blocked;
  if (kind === 'usb') {
    // Class 7 is the USB printer class; receipt printers that present a vendor class are listed by the empty filter's fallback.
    const device = await deviceStep('choose', () => usbOf()!.requestDevice({ filters: [{ classCode: 7 }] }));
    const printer: RememberedPrinter = { kind, vendorId: device.vendorId, productId: device.productId, name: device.productName || `USB ${device.vendorId.toString(16)}:${device.productId.toString(16)}`, width };
    rememberPrinter(printer);
    return printer;
  }
  const port = await deviceStep('choose', () => serialOf()!.requestPort());
  const info = port.getInfo();
  const printer: RememberedPrinter = { kind, vendorId: info.usbVendorId, productId: info.usbProductId, name: info.usbVendorId ? `Serial ${info.usbVendorId.toString(16)}:${(info.usbProductId ?? 0).toString(16)}` : 'Serial', width };
  rememberPrinter(printer);
  return printer;
}

// Each slip opens the device, sends, and closes it again, whatever happened in between: a device left open would refuse
// the next slip (and any other tab or program) until the page is closed.
async function sendUsb(printer: RememberedPrinter, bytes: Uint8Array) {
  const device = (await usbOf()!.getDevices()).find((one) => one.vendorId === printer.vendorId && one.productId === printer.productId);
  if (!device) throw new DeviceError('tidakTerhubung');
  try {
    await deviceStep('use', async () => {
      if (!device.opened) await device.open();
      if (!device.configuration) await device.selectConfiguration(1);
      const interfaces = device.configuration!.interfaces;
      const chosen = interfaces.find((one) => one.alternate.interfaceClass === 7) ?? interfaces.find((one) => one.alternate.endpoints.some((e) => e.direction === 'out'));
      const endpoint = chosen?.alternate.endpoints.find((one) => one.direction === 'out');
      if (!chosen || !endpoint) throw new DeviceError('gagal');
      await device.claimInterface(chosen.interfaceNumber);
      for (let at = 0; at < bytes.length; at += CHUNK) await device.transferOut(endpoint.endpointNumber, bytes.slice(at, at + CHUNK));
    });
  } finally {
    if (device.opened) await device.close().catch(() => undefined);
  }
}

async function sendSerial(printer: RememberedPrinter, bytes: Uint8Array) {
  const ports = await serialOf()!.getPorts();
  const port = ports.find((one) => one.getInfo().usbVendorId === printer.vendorId && one.getInfo().usbProductId === printer.productId) ?? (ports.length === 1 ? ports[0] : undefined);
  if (!port) throw new DeviceError('tidakTerhubung');
  await deviceStep('use', () => port.open({ baudRate: SERIAL_BAUD_RATE }));
  try {
    const writer = port.writable!.getWriter();
    try {
      await deviceStep('use', () => writer.write(bytes));
    } finally {
      writer.releaseLock();
    }
  } finally {
    await port.close().catch(() => undefined);
  }
}

/** Sends the slip's bytes to the remembered printer; throws a DeviceError saying why when it cannot. */
export async function sendToPrinter(printer: RememberedPrinter, bytes: Uint8Array): Promise<void> {
  const blocked = unreachable(printer.kind);
  if (blocked) throw blocked;
  if (printer.kind === 'usb') return sendUsb(printer, bytes);
  return sendSerial(printer, bytes);
}

import type { Page } from '@playwright/test';
import { decodeEscPos, type DecodedSlip } from '@/features/nota/slip/escpos-decode';

// Devices injected into the page before its scripts run (issue 25 point 9): a receipt printer on Web Serial or WebUSB
// that records every byte it receives, and a balance on Web Serial that prints a reading each time its port opens.
// They behave as Chrome's do where the app depends on it: the browser's chooser and every call refuse with a
// SecurityError when the page's Permissions-Policy denies the feature; a port opens once until it is closed, and
// closes only when its streams are released.

/** How the fake's chooser answers the next request: a device, or the user closing it without a choice. */
export type Choice = 'device' | 'cancel';

type FakeOptions = { kind: 'serial' | 'usb' | 'scale'; line?: string };

function install({ kind, line }: FakeOptions) {
  const win = window as unknown as { __deviceBytes: number[][]; __deviceChoice: Choice; __portOpens: number };
  win.__deviceBytes = [];
  win.__deviceChoice = 'device';
  win.__portOpens = 0;
  const feature = kind === 'usb' ? 'usb' : 'serial';
  const policy = (document as unknown as { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy;
  const guard = () => {
    if (policy && !policy.allowsFeature(feature)) throw new DOMException(`Access to the feature "${feature}" is disallowed by permissions policy.`, 'SecurityError');
  };
  const choose = () => {
    guard();
    if (win.__deviceChoice === 'cancel') throw new DOMException('No port selected by the user.', 'NotFoundError');
  };

  if (kind === 'usb') {
    const device = {
      vendorId: 0x0416, productId: 0x5011, productName: 'Fake POS-58', opened: false,
      configuration: null as null | { interfaces: object[] },
      received: [] as number[],
      async open() {
        guard();
        if (device.opened) throw new DOMException('The device is already open.', 'InvalidStateError');
        device.opened = true;
        device.received = [];
      },
      // One slip is what arrives between opening the printer and closing it.
      async close() {
        if (device.opened) win.__deviceBytes.push(device.received);
        device.opened = false;
      },
      async selectConfiguration() {
        device.configuration = { interfaces: [{ interfaceNumber: 0, alternate: { interfaceClass: 7, endpoints: [{ direction: 'out', endpointNumber: 1 }] } }] };
      },
      async claimInterface() { if (!device.opened) throw new DOMException('The device must be opened first.', 'InvalidStateError'); },
      async transferOut(_endpoint: number, data: Uint8Array) {
        if (!device.opened) throw new DOMException('The device must be opened first.', 'InvalidStateError');
        device.received.push(...data);
        return { status: 'ok', bytesWritten: data.length };
      },
    };
    let granted = true; // a device this browser was given before
    Object.defineProperty(navigator, 'usb', {
      configurable: true,
      value: {
        async requestDevice() { choose(); granted = true; return device; },
        async getDevices() { guard(); return granted ? [device] : []; },
      },
    });
    return;
  }

  const bytes = new TextEncoder().encode(line ?? '');
  const port = {
    isOpen: false,
    readable: null as ReadableStream<Uint8Array> | null,
    writable: null as WritableStream<Uint8Array> | null,
    getInfo: () => ({ usbVendorId: 0x067b, usbProductId: 0x2303 }),
    async open() {
      guard();
      if (port.isOpen) throw new DOMException('The port is already open.', 'InvalidStateError');
      port.isOpen = true;
      win.__portOpens += 1;
      const received: number[] = [];
      port.writable = new WritableStream<Uint8Array>({
        write(chunk) { received.push(...chunk); },
        close() { win.__deviceBytes.push(received); },
      });
      // The balance prints its reading in two chunks, as a serial port delivers it.
      port.readable = new ReadableStream<Uint8Array>({
        start(controller) {
          if (kind !== 'scale') return;
          controller.enqueue(bytes.slice(0, 7));
          setTimeout(() => controller.enqueue(bytes.slice(7)), 50);
        },
      });
    },
    async close() {
      // As Chrome's: a locked stream cannot be closed, and the port stays open.
      if (port.readable?.locked || port.writable?.locked) throw new TypeError('Cannot close a port with a locked stream.');
      await port.readable?.cancel();
      await port.writable?.close();
      port.readable = null;
      port.writable = null;
      port.isOpen = false;
    },
  };
  let granted = true; // a device this browser was given before
  Object.defineProperty(navigator, 'serial', {
    configurable: true,
    value: {
      async requestPort() { choose(); granted = true; return port; },
      async getPorts() { guard(); return granted ? [port] : []; },
    },
  });
}

/** A receipt printer on Web Serial or WebUSB, recording what it prints. */
export async function fakePrinter(page: Page, kind: 'serial' | 'usb') {
  await page.addInitScript(install, { kind } as FakeOptions);
}

/** A balance on a serial port that prints `line` each time its port opens. */
export async function fakeScale(page: Page, line: string) {
  await page.addInitScript(install, { kind: 'scale' as const, line });
}

/** How the fake chooser answers from now on. */
export async function setChoice(page: Page, choice: Choice) {
  await page.evaluate((value) => { (window as unknown as { __deviceChoice: Choice }).__deviceChoice = value; }, choice);
}

/** Every slip the fake printer received on this page, decoded back to text. */
export async function printedSlips(page: Page): Promise<DecodedSlip[]> {
  const received = await page.evaluate(() => (window as unknown as { __deviceBytes: number[][] }).__deviceBytes);
  return received.map((bytes) => decodeEscPos(Uint8Array.from(bytes)));
}

/** Whether the page's document may use a feature, as Chrome's Permissions-Policy says. */
export async function allowsFeature(page: Page, feature: 'usb' | 'serial'): Promise<boolean | null> {
  return page.evaluate((name) => {
    const policy = (document as unknown as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
    return policy ? policy.allowsFeature(name) : null;
  }, feature);
}

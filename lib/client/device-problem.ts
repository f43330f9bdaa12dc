'use client';
// Why a device the browser talks to (the receipt printer over WebUSB / Web Serial, the balance over Web Serial) could
// not be used, as one of a few reasons the screens word for the user (`devices.<device>.<problem>` messages): the
// browser errors alone say nothing a cashier can act on, and a silent failure leaves him pressing the button again.

export type DeviceFeature = 'usb' | 'serial';
export type DeviceProblem = 'tidakDidukung' | 'diblokir' | 'tidakDipilih' | 'sibuk' | 'tidakTerhubung' | 'gagal';
export const DEVICE_PROBLEMS: readonly DeviceProblem[] = ['tidakDidukung', 'diblokir', 'tidakDipilih', 'sibuk', 'tidakTerhubung', 'gagal'];

export class DeviceError extends Error {
  constructor(readonly problem: DeviceProblem, options?: { cause?: unknown }) {
    super(problem, options);
    this.name = 'DeviceError';
  }
}

/**
 * Whether this page's Permissions-Policy lets it use the feature (Chromium's `document.featurePolicy`); true where the
 * browser cannot tell, the call itself then answers.
 */
export function isDeviceAllowed(feature: DeviceFeature): boolean {
  const policy = (document as unknown as { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy;
  return policy ? policy.allowsFeature(feature) : true;
}

/**
 * The reason behind an error of the Web Serial / WebUSB calls. `stage` is where it happened: asking the user to
 * choose the device (the browser's chooser: a SecurityError there is the page's policy or a missing click, a
 * NotFoundError the chooser closed without a choice) or opening and using it (a port or interface already open or
 * claimed by another program or tab, or a device unplugged).
 */
export function deviceProblemOf(error: unknown, stage: 'choose' | 'use'): DeviceProblem {
  if (error instanceof DeviceError) return error.problem;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (stage === 'choose') {
    if (name === 'SecurityError' || name === 'NotAllowedError') return 'diblokir';
    if (name === 'NotFoundError' || name === 'AbortError') return 'tidakDipilih';
    return 'gagal';
  }
  if (name === 'InvalidStateError' || name === 'NetworkError' || name === 'SecurityError' || name === 'NotAllowedError') return 'sibuk';
  if (name === 'NotFoundError') return 'tidakTerhubung';
  return 'gagal';
}

/** Runs one step of a device's work, turning its error into a DeviceError with the reason. */
export async function deviceStep<T>(stage: 'choose' | 'use', step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw error instanceof DeviceError ? error : new DeviceError(deviceProblemOf(error, stage), { cause: error });
  }
}

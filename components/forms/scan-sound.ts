'use client';
// The scan field's optional beep: off until the user switches it on, then remembered in this browser for every scan
// field. A short high tone for a line added, a longer low one for a refusal; drawn with Web Audio (no sound file).

const STORAGE_KEY = 'kilau.scanSound';
let context: AudioContext | null = null;

export function readScanSound(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeScanSound(on: boolean) {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'on');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the switch holds for this page only.
  }
}

export function playScanSound(ok: boolean) {
  if (typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = ok ? 'sine' : 'square';
    oscillator.frequency.value = ok ? 1760 : 220;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + (ok ? 0.08 : 0.3));
  } catch {
    // No audio output: the visible cue is enough.
  }
}

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { JAKARTA_TZ } from '@/lib/format';
import messages from '@/messages/id.json';
import { BarcodeInput, type ScanOutcome } from './barcode-input';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A lookup that answers only when the test says so, as a slow server would. */
function slowLookup() {
  const asked: string[] = [];
  const answers: ((outcome: ScanOutcome) => void)[] = [];
  const onScan = (code: string) => new Promise<ScanOutcome>((resolve) => {
    asked.push(code);
    answers.push(resolve);
  });
  return { asked, answers, onScan };
}

function show(onScan: (code: string) => Promise<ScanOutcome> | ScanOutcome) {
  render(
    <NextIntlClientProvider locale="id" messages={messages} timeZone={JAKARTA_TZ}>
      <BarcodeInput id="scan" label="Scan barcode barang" onScan={onScan} />
    </NextIntlClientProvider>,
  );
  return screen.getByLabelText('Scan barcode barang') as HTMLInputElement;
}

describe('the scan field (issue 25 point 8)', () => {
  it('has focus when it appears, stays enabled during a lookup, and works every queued scan in order', async () => {
    const lookup = slowLookup();
    const field = show(lookup.onScan);
    expect(document.activeElement).toBe(field);
    const user = userEvent.setup();
    // Three scans while the first lookup has not answered.
    await user.type(field, 'A1{Enter}B2{Enter}C3{Enter}');
    expect(field.disabled).toBe(false);
    expect(field.value).toBe('');
    expect(lookup.asked).toEqual(['A1']);
    expect(screen.getByTestId('scan-waiting').textContent).toBe('3 scan menunggu');
    lookup.answers[0]({ ok: true, text: 'Cincin' });
    await waitFor(() => expect(lookup.asked).toEqual(['A1', 'B2']));
    expect(screen.getByTestId('scan-cue').textContent).toContain('A1 · Cincin');
    lookup.answers[1]({ ok: false, message: 'Barang tidak ditemukan: B2' });
    await waitFor(() => expect(lookup.asked).toEqual(['A1', 'B2', 'C3']));
    expect(screen.getByTestId('scan-cue').textContent).toContain('Barang tidak ditemukan: B2');
    expect(screen.getByTestId('scan-cue').dataset.cue).toBe('error');
    lookup.answers[2]({ ok: true });
    await waitFor(() => expect(screen.getByTestId('scan-cue').dataset.cue).toBe('ok'));
    expect(screen.queryByTestId('scan-waiting')).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('a lookup that throws is told and the next scan still runs', async () => {
    const asked: string[] = [];
    const field = show(async (code) => {
      asked.push(code);
      if (code === 'X') throw new Error('network');
      return { ok: true };
    });
    await userEvent.setup().type(field, 'X{Enter}Y{Enter}');
    await waitFor(() => expect(asked).toEqual(['X', 'Y']));
    await waitFor(() => expect(screen.getByTestId('scan-cue').dataset.cue).toBe('ok'));
  });

  it('the sound is off by default; the switch is remembered in the browser', async () => {
    show(() => ({ ok: true }));
    const sound = screen.getByRole('switch', { name: 'Bunyi scan' }) as HTMLInputElement;
    expect(sound.checked).toBe(false);
    await userEvent.setup().click(sound);
    expect(localStorage.getItem('kilau.scanSound')).toBe('on');
    cleanup();
    show(() => ({ ok: true }));
    expect((screen.getByRole('switch', { name: 'Bunyi scan' }) as HTMLInputElement).checked).toBe(true);
  });
});

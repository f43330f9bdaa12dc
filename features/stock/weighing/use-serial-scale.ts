'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DeviceError, deviceStep, isDeviceAllowed } from '@/lib/client/device-problem';
import { parseScaleLine, splitScaleLines, type ScaleReading } from './scale-reading';

/** What the page uses of Web Serial (navigator.serial): not in TypeScript's DOM library yet. */
type SerialPortLike = {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
};
type SerialLike = { requestPort(): Promise<SerialPortLike> };

function serialOf(): SerialLike | null {
  return typeof navigator !== 'undefined' && 'serial' in navigator ? (navigator as unknown as { serial: SerialLike }).serial : null;
}

/** The open port, its reader, and the loop reading it (done when the reader is cancelled or the port fails). */
type Session = { port: SerialPortLike; reader: ReadableStreamDefaultReader<Uint8Array> | null; reading: Promise<void> };

/**
 * A balance on a serial port, read in the browser (Chrome and Edge's Web Serial): no helper program. The user picks
 * the port ("Hubungkan Timbangan"); each line the balance prints is parsed and the last reading kept. 9600 baud, the
 * default of A&D, Ohaus and most indicators.
 *
 * The port is closed when its work is done: when the weighing's form goes (saved, reset, another tray) and when the
 * balance stops sending. A port left open cannot be opened again, so the next tray's "Hubungkan Timbangan" would fail
 * on the same page. `connect` throws a DeviceError saying why it could not connect.
 */
export function useSerialScale() {
  // Null until the page has looked (the server cannot tell).
  const [isSupported, setSupported] = useState<boolean | null>(null);
  const [isConnected, setConnected] = useState(false);
  const [reading, setReading] = useState<ScaleReading | null>(null);
  const session = useRef<Session | null>(null);

  const disconnect = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    // Cancelling the reader ends the loop, which releases the stream; only then may the port close.
    await current.reader?.cancel().catch(() => undefined);
    await current.reading;
    await current.port.close().catch(() => undefined);
    setConnected(false);
  }, []);

  useEffect(() => {
    setSupported(serialOf() !== null);
    return () => {
      void disconnect();
    };
  }, [disconnect]);

  const connect = useCallback(async () => {
    const serial = serialOf();
    if (!serial) throw new DeviceError('tidakDidukung');
    if (!isDeviceAllowed('serial')) throw new DeviceError('diblokir');
    await disconnect();
    const port = await deviceStep('choose', () => serial.requestPort());
    await deviceStep('use', () => port.open({ baudRate: 9600 }));
    const reader = port.readable?.getReader() ?? null;
    const reading = (async () => {
      if (!reader) return;
      const decoder = new TextDecoder();
      let rest = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const split = splitScaleLines(rest, decoder.decode(value, { stream: true }));
          rest = split.rest;
          for (const line of split.lines) {
            const parsed = parseScaleLine(line);
            if (parsed) setReading(parsed);
          }
        }
      } catch {
        // The balance was unplugged or the port failed: closed below.
      } finally {
        reader.releaseLock();
      }
    })();
    const opened: Session = { port, reader, reading };
    session.current = opened;
    setConnected(true);
    // The balance stopped (unplugged, port lost): close the port so a new connection can open it.
    void reading.then(() => {
      if (session.current === opened) void disconnect();
    });
  }, [disconnect]);

  return { isSupported, isConnected, reading, connect, disconnect };
}

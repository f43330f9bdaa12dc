'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * A balance on a serial port, read in the browser (Chrome and Edge's Web Serial): no helper program. The user picks
 * the port once ("Hubungkan Timbangan"); each line the balance prints is parsed and the last reading kept.
 * 9600 baud, the default of A&D, Ohaus and most indicators.
 */
export function useSerialScale() {
  const [isSupported, setSupported] = useState(false);
  const [isConnected, setConnected] = useState(false);
  const [reading, setReading] = useState<ScaleReading | null>(null);
  const portRef = useRef<SerialPortLike | null>(null);
  const stopRef = useRef(false);
  useEffect(() => {
    setSupported(serialOf() !== null);
    return () => {
      stopRef.current = true;
    };
  }, []);

  const connect = useCallback(async () => {
    const serial = serialOf();
    if (!serial) return false;
    const port = await serial.requestPort();
    await port.open({ baudRate: 9600 });
    portRef.current = port;
    setConnected(true);
    const reader = port.readable?.getReader();
    if (!reader) return true;
    void (async () => {
      const decoder = new TextDecoder();
      let rest = '';
      try {
        while (!stopRef.current) {
          const { value, done } = await reader.read();
          if (done) break;
          const split = splitScaleLines(rest, decoder.decode(value, { stream: true }));
          rest = split.rest;
          for (const line of split.lines) {
            const parsed = parseScaleLine(line);
            if (parsed) setReading(parsed);
          }
        }
      } finally {
        reader.releaseLock();
        setConnected(false);
      }
    })();
    return true;
  }, []);

  return { isSupported, isConnected, reading, connect };
}

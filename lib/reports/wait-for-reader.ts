import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/** Waits until the reader of a writer's output has taken what is buffered, or has gone away. */
export async function waitForDrain(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
}

/**
 * Waits until a readable that pushes regardless of its reader (pdfkit's document) is read down below its high-water
 * mark, or is gone; a readable has no event for "read", so it looks again every few milliseconds.
 */
export async function waitForRead(stream: Readable, limit = stream.readableHighWaterMark * 16): Promise<void> {
  while (!stream.destroyed && stream.readableLength > limit) await new Promise((resolve) => setTimeout(resolve, 5));
}

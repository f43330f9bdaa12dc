/**
 * Reads ESC/POS bytes back into text, for tests: the commands encodeSlip emits are interpreted (a cut ends a copy and
 * is recorded as "<CUT>", a CODE128 barcode as "<CODE128 value>"), any other command is an error, so a change in what is
 * sent to the printer shows.
 * Bytes above 0x7F are read as code page 437's few letters the slips may hold, else "?".
 */
export type DecodedSlip = { lines: string[]; cuts: number; bold: string[] };

const CP437_HIGH: Record<number, string> = { 0x82: 'é', 0x85: 'à', 0x8a: 'è', 0x81: 'ü', 0x94: 'ö', 0x84: 'ä' };

export function decodeEscPos(bytes: Uint8Array): DecodedSlip {
  const lines: string[] = [];
  const bold: string[] = [];
  let current = '';
  let isBold = false;
  let boldText = '';
  let cuts = 0;
  const endLine = () => {
    lines.push(current.replace(/\s+$/, ''));
    if (boldText.trim()) bold.push(boldText.trim());
    current = '';
    boldText = '';
  };
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at];
    if (byte === 0x1b) {
      const command = bytes[++at];
      if (command === 0x40) continue; // ESC @ initialise
      if (command === 0x45) { isBold = bytes[++at] === 1; continue; } // ESC E n bold
      if (command === 0x4d || command === 0x74 || command === 0x61 || command === 0x21 || command === 0x2d || command === 0x47) { at++; continue; } // font, code page, align, mode, underline, double strike
      if (command === 0x64) { for (let n = bytes[++at]; n > 0; n--) endLine(); continue; } // ESC d n: feed n lines
      if (command === 0x4a) { at++; continue; } // ESC J n: feed dots
      throw new Error(`unknown ESC command 0x${command?.toString(16)} at ${at}`);
    }
    if (byte === 0x1c) {
      const command = bytes[++at];
      if (command === 0x2e) continue; // FS . cancel kanji mode
      throw new Error(`unknown FS command 0x${command?.toString(16)} at ${at}`);
    }
    if (byte === 0x1d) {
      const command = bytes[++at];
      if (command === 0x56) { // GS V m [n]: cut
        const mode = bytes[++at];
        if (mode === 65 || mode === 66) at++;
        if (current) endLine();
        lines.push('<CUT>');
        cuts++;
        if (bytes[at + 1] === 0x0a) at++; // the encoder starts a new line after the cut

        continue;
      }
      if (command === 0x21) { at++; continue; } // GS ! n size
      if (command === 0x68 || command === 0x77 || command === 0x48) { at++; continue; } // GS h / w / H: barcode height, module width, text
      if (command === 0x6b && bytes[at + 1] === 0x49) { // GS k 73 n data: CODE128 (the encoder starts it in code set B, "{B")
        const length = bytes[at + 2];
        const data = String.fromCharCode(...bytes.slice(at + 3, at + 3 + length));
        at += 2 + length;
        if (current) endLine();
        lines.push(`<CODE128 ${data.replace(/^\{B/, '')}>`);
        if (bytes[at + 1] === 0x0a) at++; // the encoder starts a new line after the barcode
        continue;
      }
      throw new Error(`unknown GS command 0x${command?.toString(16)} at ${at}`);
    }
    if (byte === 0x0a) { endLine(); continue; }
    if (byte === 0x0d) continue;
    if (byte < 0x20) throw new Error(`unknown control byte 0x${byte.toString(16)} at ${at}`);
    const char = byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte] ?? '?';
    current += char;
    if (isBold) boldText += char;
  }
  if (current) endLine();
  return { lines, cuts, bold };
}

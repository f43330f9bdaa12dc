/** Rows as CSV text (RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8), columns in the given order. */
export function toCsv(headers: string[], rows: (string | number)[][]): string {
  return `\uFEFF${csvLines([headers, ...rows])}`;
}

/** CSV lines without the BOM, each ending in CRLF: a streamed file writes the header and then batch after batch. */
export function csvLines(rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"` : text;
  };
  return rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

/** Hands a text file to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

import { describe, expect, it } from 'vitest';
import { pdfDisposition } from './export-report';

describe('pdfDisposition', () => {
  it('downloads the purchase report PDF beyond 500 detail rows, opens it otherwise', () => {
    expect(pdfDisposition(500, 500)).toBe('inline');
    expect(pdfDisposition(501, 500)).toBe('attachment');
    expect(pdfDisposition(100_000, undefined)).toBe('inline');
  });
});

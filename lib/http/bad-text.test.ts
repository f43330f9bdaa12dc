import { describe, expect, it } from 'vitest';
import { hasBadText, isBadRequestTarget } from './bad-text';

describe('hasBadText', () => {
  it('finds NUL and the other C0 controls in strings, JSON at any depth and its keys', () => {
    expect(hasBadText('own\u0000er')).toBe(true);
    expect(hasBadText({ user_id: 'own\u0000er' })).toBe(true);
    expect(hasBadText({ items: [{ note: 'a\u001bb' }] })).toBe(true);
    expect(hasBadText({ 'ke\u0001y': 'value' })).toBe(true);
    expect(hasBadText(['x', '\u0008'])).toBe(true);
  });

  it('lets tab, line feed, carriage return, DEL-free text, numbers and null pass', () => {
    expect(hasBadText({ description: 'baris\tsatu\r\nbaris dua', harga: 1500, ok: true, kosong: null })).toBe(false);
    expect(hasBadText('Cincin 22K – emas ✓ 金')).toBe(false);
    expect(hasBadText(null)).toBe(false);
    expect(hasBadText(undefined)).toBe(false);
  });

  it('reads FormData names, string entries and file names, not file contents', () => {
    const clean = new FormData();
    clean.append('title', 'Cincin');
    clean.append('gambar', new File([new Uint8Array([0, 0, 0])], 'foto.jpg'));
    expect(hasBadText(clean)).toBe(false);
    const badValue = new FormData();
    badValue.append('title', 'Cin\u0000cin');
    expect(hasBadText(badValue)).toBe(true);
    const badName = new FormData();
    badName.append('gambar', new File(['x'], 'fo\u0000to.jpg'));
    expect(hasBadText(badName)).toBe(true);
  });

  it('reads a URL decoded, path and query', () => {
    expect(hasBadText(new URL('http://h/api/v1/app/x/edit/A%00B'))).toBe(true);
    expect(hasBadText(new URL('http://h/laporan-jurnal?tgl_awal=%07'))).toBe(true);
    expect(hasBadText(new URL('http://h/laporan-jurnal?tgl_awal=2026-11-01&q=a%20b%09c'))).toBe(false);
  });
});

describe('isBadRequestTarget', () => {
  it('refuses an encoded control character anywhere in the target; a malformed escape is not its business', () => {
    expect(isBadRequestTarget('/laporan-jurnal?x=%00')).toBe(true);
    expect(isBadRequestTarget('/a%1Fb')).toBe(true);
    expect(isBadRequestTarget('/laporan-jurnal?x=%zz')).toBe(false);
    expect(isBadRequestTarget('/api/images/KATEGORI/PUSAT/a.jpg')).toBe(false);
  });
});

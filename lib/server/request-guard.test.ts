import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitOf, guardRequest } from './request-guard';

const MB = 1024 * 1024;

describe('bodyLimitOf', () => {
  it('gives 41 MB to multipart forms of the picture screens and the app API, 1 MB to everything else', () => {
    expect(bodyLimitOf('/item-katalog', 'multipart/form-data; boundary=x')).toBe(41 * MB);
    expect(bodyLimitOf('/api/v1/app/item-katalog', 'multipart/form-data; boundary=x')).toBe(41 * MB);
    expect(bodyLimitOf('/api/v1/app/item-katalog', 'application/json')).toBe(MB);
    expect(bodyLimitOf('/master-bank', 'multipart/form-data; boundary=x')).toBe(MB);
    // The spreadsheet import: an 8 MB file and the rest of the form.
    expect(bodyLimitOf('/tambah-barang-banyak', 'multipart/form-data; boundary=x')).toBe(9 * MB);
    expect(bodyLimitOf('/tambah-data-barang', 'multipart/form-data; boundary=x')).toBe(41 * MB);
    expect(bodyLimitOf('/api/v1/auth/token', 'application/json')).toBe(MB);
    expect(bodyLimitOf('/', undefined)).toBe(MB);
  });
});

describe('guardRequest', () => {
  let server: http.Server;
  let port = 0;
  // What the application behind the guard read of each body.
  const read: number[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (guardRequest(req, res)) return;
      let length = 0;
      req.on('data', (chunk: Buffer) => (length += chunk.length));
      req.on('end', () => {
        read.push(length);
        res.end(JSON.stringify({ length }));
      });
      req.on('error', () => read.push(length));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function send(path: string, headers: Record<string, string | number>, body: Buffer, finish = true) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      request.on('error', reject);
      request.write(body);
      if (finish) request.end();
    });
  }

  it('answers 413 at once to a body announced over the limit, without reading it or calling the app', async () => {
    read.length = 0;
    const answer = await send('/api/v1/auth/token', { 'content-type': 'application/json', 'content-length': 50 * MB }, Buffer.from('{"a":'), false);
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ message: 'Data yang dikirim terlalu besar (maksimal 1 MB)' }) });
    expect(read).toEqual([]);
  });

  it('cuts a streamed body off once it passes the limit; the app never reads more than the limit', async () => {
    read.length = 0;
    const answer = await send('/api/v1/auth/token', { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie: 'NEXT_LOCALE=jp' }, Buffer.alloc(3 * MB, 'a'));
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ message: '送信されたデータが大きすぎます（最大 1 MB）' }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.every((length) => length <= MB)).toBe(true);
  });

  it('passes a body within the limit whole', async () => {
    const answer = await send('/item-katalog', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 3 * MB }, Buffer.alloc(3 * MB, 'b'));
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ length: 3 * MB }) });
  });

  it('refuses a request target with a control character, in the cookie\'s language', async () => {
    const answer = await send('/laporan-jurnal?tgl_awal=%00', { cookie: 'NEXT_LOCALE=en', 'content-length': 0 }, Buffer.alloc(0));
    expect(answer).toEqual({ status: 400, body: JSON.stringify({ message: 'The text contains characters that are not allowed. Remove them and try again' }) });
  });
});

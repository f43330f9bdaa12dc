import { describe, expect, it } from 'vitest';
import { MASTERS } from '../masters/definitions';
import { formFromJson } from './json-form';

const item = MASTERS['item-katalog'].fields;

describe('formFromJson', () => {
  it('turns what the app reads back into form fields: text, numbers for amounts, booleans, lists', () => {
    const { form, invalid } = formFromJson({
      nama_barang: 'Liontin', harga_jual: 2500000, berat: '1.5', ikut_harga_global: false, hashtag_kadar: ['17K', '22K'],
      gambar_path: ['ITEM/PUSAT/a.jpg'], harga_jual_str: 'Rp. 2.500.000', direct_url: null,
    }, item);
    expect(invalid).toEqual([]);
    expect([...form.entries()]).toEqual([
      ['nama_barang', 'Liontin'], ['harga_jual', '2500000'], ['berat', '1.5'], ['ikut_harga_global', 'false'],
      ['hashtag_kadar', '17K'], ['hashtag_kadar', '22K'], ['gambar_path', 'ITEM/PUSAT/a.jpg'], ['harga_jual_str', 'Rp. 2.500.000'],
    ]);
  });

  it('refuses an object anywhere, and a text field that is not a string, instead of storing "[object Object]"', () => {
    const { form, invalid } = formFromJson({
      nama_barang: { $gt: '' }, kode_kategori: ['KALUNG', 'CINCIN'], direct_url: 42, harga_jual: { value: 1 }, hashtag_kadar: [{ a: 1 }],
      berat: ['1', '2'], extra: { nested: true }, kode_barang: 'OK-1',
    }, item);
    expect(invalid).toEqual(['nama_barang', 'kode_kategori', 'direct_url', 'harga_jual', 'hashtag_kadar', 'berat', 'extra']);
    expect([...form.entries()]).toEqual([['kode_barang', 'OK-1']]);
  });
});

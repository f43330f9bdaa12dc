import { describe, expect, it } from 'vitest';
import { withCustomerFromNota } from './customer-from-nota';

const nota = { nama: 'Bu Sari', alamat: 'Jl. Braga 1', noHp: '08123456789' };
const empty = { namaCustomer: '', alamatCustomer: '', noHpCustomer: '', kodeSales: 'S1' };

describe('the buyback\'s customer from the original nota', () => {
  it('fills an empty customer from the nota and keeps the other fields', () => {
    expect(withCustomerFromNota(empty, nota)).toEqual({ namaCustomer: 'Bu Sari', alamatCustomer: 'Jl. Braga 1', noHpCustomer: '08123456789', kodeSales: 'S1' });
  });
  it('keeps what the cashier typed and fills only the rest', () => {
    expect(withCustomerFromNota({ ...empty, namaCustomer: 'Ibu Sari W.', noHpCustomer: ' ' }, nota))
      .toEqual({ namaCustomer: 'Ibu Sari W.', alamatCustomer: 'Jl. Braga 1', noHpCustomer: '08123456789', kodeSales: 'S1' });
  });
  it('changes nothing without a nota customer', () => {
    expect(withCustomerFromNota(empty, undefined)).toBe(empty);
  });
});

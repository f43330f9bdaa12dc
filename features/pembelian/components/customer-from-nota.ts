import type { OwnItem } from '../services/price-lines';

type CustomerFields = { namaCustomer: string; alamatCustomer: string; noHpCustomer: string };

/**
 * The buyback of an own item takes its customer from the original sale's nota: each of name, address and phone the
 * cashier has not typed yet is filled from it; what he typed stays.
 */
export function withCustomerFromNota<T extends CustomerFields>(header: T, customer: OwnItem['customer'] | undefined): T {
  if (!customer) return header;
  return {
    ...header,
    namaCustomer: header.namaCustomer.trim() ? header.namaCustomer : customer.nama,
    alamatCustomer: header.alamatCustomer.trim() ? header.alamatCustomer : customer.alamat,
    noHpCustomer: header.noHpCustomer.trim() ? header.noHpCustomer : customer.noHp,
  };
}

'use client';
import { useTranslations } from 'next-intl';
import { DayValidationPanel, dayValidationWords } from '@/components/validation/day-validation-panel';
import { formatRupiah } from '@/lib/format';
import { listOrderValidationAction, validatePesananAction } from '../actions/validation';
import type { OrderValidationRow } from '../services/validate-pesanan';

/** Validasi Pesanan: the day's orders of the shop; a supervisor (or the owner) ticks and validates them. */
export function OrderValidationScreen({ today }: { today: string }) {
  const t = useTranslations('orderValidation');
  const tOrder = useTranslations('order');
  return (
    <DayValidationPanel<OrderValidationRow>
      id="validasi-pesanan" today={today} list={listOrderValidationAction}
      validate={(rows) => validatePesananAction({ nomor: rows.map((row) => row.nomor) })}
      columns={[
        { header: t('jam'), cell: (row) => row.jam },
        { header: t('namaCustomer'), cell: (row) => row.namaCustomer },
        { header: t('totalHarga'), cell: (row) => formatRupiah(row.totalHarga), numeric: true },
        { header: t('jumlahBayar'), cell: (row) => formatRupiah(row.jumlahBayar), numeric: true },
        { header: t('status'), cell: (row) => tOrder(`status.${row.status as 'OPEN' | 'TIBA' | 'DIAMBIL' | 'BATAL'}`) },
        { header: t('oleh'), cell: (row) => row.dibuatOleh },
      ]}
      words={dayValidationWords(t)}
    />
  );
}

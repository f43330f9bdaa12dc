'use client';
import { useTranslations } from 'next-intl';
import { DayValidationPanel, dayValidationWords } from '@/components/validation/day-validation-panel';
import { formatRupiah } from '@/lib/format';
import { listDepositValidationAction, validateTitipanAction } from '../actions/validation';
import type { DepositValidationRow } from '../services/validate-titipan';

/** Validasi Titipan: the day's deposits of the shop; a supervisor (or the owner) ticks and validates them. */
export function DepositValidationScreen({ today }: { today: string }) {
  const t = useTranslations('titipanValidation');
  const tState = useTranslations('titipan');
  return (
    <DayValidationPanel<DepositValidationRow>
      id="validasi-titipan" today={today} list={listDepositValidationAction}
      validate={(rows) => validateTitipanAction({ titipan: rows.map((row) => row.nomor) })}
      columns={[
        { header: t('jam'), cell: (row) => row.jam },
        { header: t('namaCustomer'), cell: (row) => row.namaCustomer },
        { header: t('barang'), cell: (row) => row.namaBarang },
        { header: t('jumlah'), cell: (row) => formatRupiah(row.jumlah), numeric: true },
        { header: t('status'), cell: (row) => tState(`state.${row.status as 'AKTIF' | 'TERJUAL' | 'BATAL'}`) },
        { header: t('oleh'), cell: (row) => row.dibuatOleh },
      ]}
      words={dayValidationWords(t)}
    />
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { DayValidationPanel, dayValidationWords } from '@/components/validation/day-validation-panel';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { listRepairValidationAction, validateServiceAction } from '../actions/validation';
import type { RepairValidationRow } from '../services/validate-service';

/** Validasi Service: the day's repair tickets of the shop; a supervisor (or the owner) ticks and validates them. */
export function RepairValidationScreen({ today }: { today: string }) {
  const t = useTranslations('serviceValidation');
  const tService = useTranslations('service');
  const num = useNumberFormat();
  return (
    <DayValidationPanel<RepairValidationRow>
      id="validasi-service" today={today} list={listRepairValidationAction}
      validate={(rows) => validateServiceAction({ nomor: rows.map((row) => row.nomor) })}
      columns={[
        { header: t('jam'), cell: (row) => row.jam },
        { header: t('namaCustomer'), cell: (row) => row.namaCustomer },
        { header: t('berat'), cell: (row) => num.weight(row.totalBerat, 3), numeric: true },
        { header: t('estimasiBiaya'), cell: (row) => formatRupiah(row.estimasiBiaya), numeric: true },
        { header: t('uangMuka'), cell: (row) => formatRupiah(row.uangMuka), numeric: true },
        { header: t('status'), cell: (row) => tService(`stage.${row.status as 'MASUK' | 'SELESAI' | 'DIAMBIL' | 'BATAL'}`) },
        { header: t('oleh'), cell: (row) => row.dibuatOleh },
      ]}
      words={dayValidationWords(t)}
    />
  );
}

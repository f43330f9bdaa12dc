'use client';
import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { requestAuthorization } from '@/features/otorisasi/client';
import { batalTerimaKirimanAction } from '@/features/stock/moves/actions/moves';
import { ShipmentTable, type ShipmentListRow } from './shipment-table';

/** Batal Penerimaan Barang: a received shipment sent back to its origin, with a supervisor's authorization. */
export function BatalPenerimaanScreen({ shipments }: { shipments: ShipmentListRow[] }) {
  const t = useTranslations('stockMoves');
  const alerts = useAlerts();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const cancel = async (row: ShipmentListRow) => {
    const grant = await requestAuthorization({ fitur: 'BATAL_PENERIMAAN_BARANG', subject: documentSubject(row.noKirim, 'batal') });
    if (!grant) return;
    startTransition(async () => {
      const result = await batalTerimaKirimanAction({ idempotencyKey: crypto.randomUUID(), noKirim: row.noKirim, grant: grant.keystore || null });
      if (alerts.handle(result)) router.refresh();
    });
  };
  return (
    <ShipmentTable rows={shipments} caption={t('noKirim')} empty={t('tidakAdaPenerimaan')} action={(row) => (
      <Button type="button" variant="danger" onClick={() => cancel(row)} disabled={pending}>
        <Icon name="undo" size={16} /> {t('batal')}<span className="sr-only"> {row.noKirim}</span>
      </Button>
    )} />
  );
}

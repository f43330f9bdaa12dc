'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { DecimalField } from '@/components/forms/number-fields';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { deviceProblemOf } from '@/lib/client/device-problem';
import { saveWeighingAction } from '../actions/weighing';
import type { Weighing } from '../services/read-weighing';
import type { SavedWeighing } from '../services/save-weighing';
import { useSerialScale } from '../use-serial-scale';
import { Summary } from './weighing-summary';

/** The reading, typed or from the scale, and its saving. */
export function WeighForm({ weighing, onSaved }: { weighing: Weighing; onSaved: (saved: SavedWeighing) => void }) {
  const t = useTranslations('stockWeighing');
  const tCommon = useTranslations('common');
  const tDevices = useTranslations('devices.scale');
  const alerts = useAlerts();
  const scale = useSerialScale();
  const [lastResult, action, pending] = useActionState(saveWeighingAction, undefined);
  const [form, fields, formProps] = useActionForm({ id: 'timbang-baki-form', schema: () => import('../schemas').then((schemas) => schemas.saveWeighingSchema), lastResult, action, defaultValue: { noTimbang: weighing.noTimbang } });
  useFormOutcome(lastResult, () => {
    if (lastResult && 'data' in lastResult && lastResult.data) {
      // The weighing is saved: the balance's work is done, its port closes for the next tray.
      void scale.disconnect();
      onSaved(lastResult.data);
    }
  });
  const { update } = form;
  const name = fields.beratTimbang.name;
  useEffect(() => {
    if (scale.reading?.stable) update({ name, value: scale.reading.grams });
  }, [scale.reading, update, name]);
  const connect = async () => {
    try {
      await scale.connect();
    } catch (error) {
      // Why, in the user's words; the reading can still be typed.
      void alerts.info(tDevices(deviceProblemOf(error, 'use')));
    }
  };
  return (
    <form {...formProps} className="flex flex-col gap-3">
      <Summary weighing={weighing} />
      <input type="hidden" name="noTimbang" value={weighing.noTimbang} />
      <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,16rem)_auto_auto]">
        <DecimalField meta={fields.beratTimbang} label={t('beratTimbang')} mask="weight" />
        {scale.isSupported === true && (
          <Button type="button" variant="secondary" onClick={connect} disabled={scale.isConnected}>
            {scale.isConnected ? t('terhubung') : t('hubungkan')}
          </Button>
        )}
        <Button type="submit" disabled={pending}>{pending ? tCommon('saving') : t('simpan')}</Button>
      </div>
      {scale.isSupported === false && <p className="text-sm text-stone-600" data-testid="timbangan-tidak-didukung">{tDevices('tidakDidukung')}</p>}
      {scale.reading && !scale.reading.stable && <p role="status" className="text-sm text-stone-600">{t('tidakStabil')}</p>}
    </form>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useState, type ReactNode } from 'react';
import { CounterShortcuts, useCounterShortcuts } from '@/components/forms/counter-shortcuts';
import { DateField } from '@/components/forms/date-input';
import { LineItems } from '@/components/forms/line-items';
import { DecimalField, MoneyField } from '@/components/forms/number-fields';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { formatRupiah } from '@/lib/format';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { postServiceAction } from '../actions/repairs';
import type { ServiceOptions } from '../services/repairs';

const FORM_ID = 'transaksi-services';

/**
 * Transaksi Services: a repair ticket at the counter: the customer, the pieces (description, group, jenis, weight in),
 * the craftsman, the estimate and its date, the down payment in cash, by transfer or both (never above the estimate).
 * F9 saves; after a save the ticket's number shows with its slip's print and WhatsApp buttons (the first slip prints at
 * once to the remembered printer) and "Transaksi Baru" (F4), a new form with a new key.
 */
export function ReceiveScreen({ options, NotaActions }: { options: ServiceOptions; NotaActions: NotaButtons<'service'> }) {
  const t = useTranslations('service');
  const [generation, setGeneration] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const fresh = () => {
    setSaved(null);
    setGeneration((n) => n + 1);
  };
  useCounterShortcuts({ save: () => (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit(), new: fresh });
  return (
    <div className="flex flex-col gap-4">
      <CounterShortcuts actions={['save', 'new']} />
      {saved ? (
        <>
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            <span>{t('savedTitle')}</span>
            <strong data-testid="nomor-service" className="font-mono text-lg">{saved}</strong>
            <Button onClick={fresh}>{t('newTransaction')}</Button>
          </div>
          <NotaActions key={saved} kind="service" nomor={saved} justPosted />
        </>
      ) : (
        <ReceiveForm key={generation} options={options} onSaved={setSaved} />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <h2 className="text-sm font-semibold text-stone-800">{title}</h2>
      {children}
    </section>
  );
}

function ReceiveForm({ options, onSaved }: { options: ServiceOptions; onSaved: (nomor: string) => void }) {
  const t = useTranslations('service');
  const tCommon = useTranslations('common');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(postServiceAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: FORM_ID,
    schema: () => import('../schemas').then((schemas) => schemas.receiveServiceSchema),
    lastResult,
    action,
    defaultValue: { pieces: [{}] },
  });
  useFormOutcome(lastResult, () => {
    const nomor = lastResult && 'data' in lastResult ? (lastResult.data as { nomor?: string } | undefined)?.nomor : undefined;
    if (nomor) onSaved(nomor);
  });
  const choose = tCommon('choose');
  const optionsOf = (rows: { kode: string; nama: string }[]) => rows.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` }));
  const estimasi = parseRupiah(fields.estimasiBiaya.value) ?? 0;
  const dp = (parseRupiah(fields.bayarTunai.value) ?? 0) + (parseRupiah(fields.bayarTransfer.value) ?? 0);

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Section title={t('customerTitle')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <TextField meta={fields.namaCustomer} label={t('namaCustomer')} autoComplete="off" />
          <TextField meta={fields.noHpCustomer} label={t('noHpCustomer')} autoComplete="off" inputMode="tel" />
          <TextField meta={fields.alamatCustomer} label={t('alamatCustomer')} autoComplete="off" />
        </div>
      </Section>

      <Section title={t('piecesTitle')}>
        <LineItems form={form} list={fields.pieces} label={t('piecesTitle')} addLabel={t('addPiece')} newLine={{}}
          removeLabel={(index) => t('removePiece', { n: index + 1 })}>
          {(line) => {
            const piece = line.getFieldset();
            return (
              <>
                {options.descriptions && options.descriptions.length > 0
                  ? <SelectField meta={piece.deskripsi} label={t('deskripsi')} placeholder={choose}
                    options={options.descriptions.map((row) => ({ value: row.nama, label: row.nama }))} />
                  : <TextField meta={piece.deskripsi} label={t('deskripsi')} autoComplete="off" />}
                <SelectField meta={piece.kodeGroup} label={t('group')} placeholder={choose} options={optionsOf(options.groups)} />
                <SelectField meta={piece.kodeDept} label={t('jenis')} placeholder={choose} options={optionsOf(options.jenis)} />
                <DecimalField meta={piece.berat} label={t('beratMasuk')} mask="weight" />
              </>
            );
          }}
        </LineItems>
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('workTitle')}>
          <SelectField meta={fields.kodeTukang} label={t('tukang')} placeholder={choose} options={optionsOf(options.tukang)} />
          <MoneyField meta={fields.estimasiBiaya} label={t('estimasiBiaya')} />
          <DateField meta={fields.tglEstimasi} label={t('tglEstimasi')} />
        </Section>
        <Section title={t('dpTitle')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
            <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
          </div>
          <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={choose}
            options={options.rekenings.map((row) => ({ value: row.kode, label: `${row.bank} ${row.kode} - ${row.nama}` }))} />
          <p className="text-sm">{t('uangMuka')}: <strong className="tabular-nums" data-testid="uang-muka">{formatRupiah(dp)}</strong>
            {dp > estimasi && <span className="ml-2 text-red-700">{t('dpAboveEstimate')}</span>}</p>
        </Section>
      </div>

      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>{pending ? tCommon('saving') : tCommon('save')}</Button>
      </div>
    </form>
  );
}

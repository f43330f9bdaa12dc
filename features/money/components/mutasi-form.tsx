'use client';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState, type ReactNode } from 'react';
import { findRekeningsAction, postMutasiBankAction, postMutasiCashAction } from '@/features/money/actions/mutasi';
import { CASH, mutasiSchema } from '@/features/money/services/schemas';
import { useAlerts } from '@/components/alerts/use-alerts';
import { blockEnterSubmit } from '@/components/forms/block-enter';
import { FormFooter } from '@/components/forms/form-footer';
import { MoneyInput } from '@/components/forms/money-input';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { translateKey } from '@/lib/i18n/keys';

type Option = { value: string; label: string };
const selectClass = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm disabled:bg-stone-100 disabled:text-stone-400 aria-[invalid=true]:border-red-500';

/**
 * The transfer form of Mutasi Uang Bank (bank to bank) and Mutasi Uang Cash (cash to bank or back): the account list
 * opens once a bank is chosen; equal accounts are refused before anything is sent; Enter does not submit.
 * Each opening of the form carries its own idempotency key, so a double click posts once.
 */
export function MutasiForm({ kind, banks, categories, onDone }: {
  kind: 'BANK' | 'CASH';
  banks: { kodeBank: string; namaBank: string }[];
  categories: { kode: string; nama: string }[];
  onDone: () => void;
}) {
  const t = useTranslations('money');
  const tErrors = useTranslations('errors');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(kind === 'BANK' ? postMutasiBankAction : postMutasiCashAction, undefined);
  const [form, fields] = useForm({
    id: `mutasi-${kind}`,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mutasiSchema }),
  });
  useFormOutcome(lastResult, onDone);
  const [asal, setAsal] = useState('');
  const [tujuan, setTujuan] = useState('');
  const bankOptions: Option[] = banks.map((b) => ({ value: b.kodeBank, label: `${b.kodeBank} - ${b.namaBank}` }));
  const cashOption: Option = { value: CASH, label: t('cash') };
  const asalOptions = kind === 'CASH' ? [cashOption, ...bankOptions] : bankOptions;
  // Cash to bank or bank to cash: the destination is the other kind of the source.
  const tujuanOptions = kind === 'BANK' ? bankOptions : asal === CASH ? bankOptions : asal ? [cashOption] : [];
  useEffect(() => {
    if (kind === 'CASH' && asal && asal !== CASH) setTujuan(CASH);
    if (kind === 'CASH' && asal === CASH && tujuan === CASH) setTujuan('');
  }, [kind, asal, tujuan]);
  const errorsOf = (keys?: string[]) => keys?.map((key) => translateKey(tErrors, key));

  return (
    <form
      {...getFormProps(form)}
      action={action}
      noValidate
      onKeyDown={blockEnterSubmit}
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const from = data.get('asal_rekening');
        if (kind === 'BANK' && from && from === data.get('tujuan_rekening')) {
          // Same account on both sides: say so and send nothing.
          event.preventDefault();
          void alerts.info(t('rekeningSama'));
          return;
        }
        form.onSubmit(event);
      }}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Labelled id={fields.kategori.id} label={t('kategori')} errors={errorsOf(fields.kategori.errors)}>
        <select key={fields.kategori.key} id={fields.kategori.id} name={fields.kategori.name} defaultValue={String(fields.kategori.initialValue ?? '')} aria-invalid={fields.kategori.errors ? true : undefined} className={selectClass}>
          <option value="">{tCommon('choose')}</option>
          {categories.map((c) => <option key={c.kode} value={c.kode}>{c.nama}</option>)}
        </select>
      </Labelled>
      <div className="grid gap-3 sm:grid-cols-2">
        <Side kind={kind} role="asal" t={t} value={asal} onChange={setAsal} options={asalOptions} errors={errorsOf(fields.asal.errors)} />
        <Side kind={kind} role="tujuan" t={t} value={tujuan} onChange={setTujuan} options={tujuanOptions} errors={errorsOf(fields.tujuan.errors)} />
      </div>
      <MoneyInput id={fields.jumlah.id} name={fields.jumlah.name} label={t('jumlah')} errors={errorsOf(fields.jumlah.errors)} errorId={fields.jumlah.errorId} />
      <Labelled id={fields.keterangan.id} label={t('keterangan')} errors={errorsOf(fields.keterangan.errors)}>
        <textarea key={fields.keterangan.key} id={fields.keterangan.id} name={fields.keterangan.name} defaultValue={String(fields.keterangan.initialValue ?? '')} rows={2} maxLength={200}
          aria-invalid={fields.keterangan.errors ? true : undefined} className={selectClass} />
      </Labelled>
      <FormFooter errors={form.errors} pending={pending} onCancel={onDone} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}

function Labelled({ id, label, errors, children }: { id: string; label: string; errors?: string[]; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">{label}</label>
      {children}
      {errors?.length ? <p className="text-xs text-red-600">{errors.join(' ')}</p> : null}
    </div>
  );
}

/** One side of a transfer: cash or a bank, and then the bank's account. */
function Side({ kind, role, t, value, onChange, options, errors }: {
  kind: 'BANK' | 'CASH';
  role: 'asal' | 'tujuan';
  t: ReturnType<typeof useTranslations<'money'>>;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  errors?: string[];
}) {
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [accounts, setAccounts] = useState<{ noRekening: string; namaRekening: string }[]>([]);
  const isBank = value !== '' && value !== CASH;
  useEffect(() => {
    setAccounts([]);
    if (!isBank) return;
    let current = true;
    void findRekeningsAction(kind, value).then((result) => {
      if (current && alerts.handle(result)) setAccounts(result.data ?? []);
    });
    return () => {
      current = false;
    };
  }, [kind, value, isBank, alerts]);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <Labelled id={`mutasi-${role}`} label={t(role)} errors={errors}>
        <select id={`mutasi-${role}`} name={role} value={value} onChange={(event) => onChange(event.target.value)}
          aria-invalid={errors?.length ? true : undefined} className={selectClass}>
          <option value="">{tCommon('choose')}</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </Labelled>
      <Labelled id={`mutasi-${role}-rekening`} label={t(`${role}Rekening`)}>
        <select id={`mutasi-${role}-rekening`} name={`${role}_rekening`} disabled={!isBank} defaultValue="" key={`${value}-${accounts.length}`} className={selectClass}>
          <option value="">{tCommon('choose')}</option>
          {accounts.map((account) => <option key={account.noRekening} value={account.noRekening}>{account.noRekening} · {account.namaRekening}</option>)}
        </select>
      </Labelled>
    </div>
  );
}

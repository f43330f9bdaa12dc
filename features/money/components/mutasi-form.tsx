'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { findRekeningsAction, postMutasiBankAction, postMutasiCashAction } from '@/features/money/actions/mutasi';
import { CASH } from '@/features/money/cash';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Field } from '@/components/forms/field';
import { FormFooter } from '@/components/forms/form-footer';
import { MoneyField } from '@/components/forms/number-fields';
import { controlClass } from '@/components/forms/styles';
import { SelectField, TextareaField, type Option } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';

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
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(kind === 'BANK' ? postMutasiBankAction : postMutasiCashAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `mutasi-${kind}`,
    schema: () => import('@/features/money/schemas').then((schemas) => schemas.mutasiSchema),
    lastResult,
    action,
    beforeSubmit: (data) => {
      const from = data.get('asal_rekening');
      if (kind === 'BANK' && from && from === data.get('tujuan_rekening')) {
        // Same account on both sides: say so and send nothing.
        void alerts.info(t('rekeningSama'));
        return false;
      }
    },
  });
  useFormOutcome(lastResult, onDone);
  const [asal, setAsal] = useState('');
  const [tujuan, setTujuan] = useState('');
  const bankOptions: Option[] = banks.map((b) => ({ value: b.kodeBank, label: `${b.kodeBank} - ${b.namaBank}` }));
  const cashOption: Option = { value: CASH, label: t('cash') };
  const asalOptions = kind === 'CASH' ? [cashOption, ...bankOptions] : bankOptions;
  // Cash to bank or bank to cash: the destination is the other kind of the source.
  const tujuanOptions = kind === 'BANK' ? bankOptions : asal === CASH ? bankOptions : asal ? [cashOption] : [];
  const chooseAsal = (value: string) => {
    setAsal(value);
    if (kind !== 'CASH') return;
    if (value && value !== CASH) setTujuan(CASH);
    else if (tujuan === CASH) setTujuan('');
  };
  const { validate } = form;
  const tujuanName = fields.tujuan.name;
  const tujuanError = !!fields.tujuan.errors;
  useEffect(() => {
    // A destination set for the user (cash, after a bank source) is a change too: its message goes.
    if (tujuan && tujuanError) validate({ name: tujuanName });
  }, [tujuan, tujuanError, tujuanName, validate]);

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <SelectField meta={fields.kategori} label={t('kategori')} placeholder={tCommon('choose')}
        options={categories.map((c) => ({ value: c.kode, label: c.nama }))} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Side kind={kind} role="asal" meta={fields.asal} t={t} value={asal} onChange={chooseAsal} options={asalOptions} />
        <Side kind={kind} role="tujuan" meta={fields.tujuan} t={t} value={tujuan} onChange={setTujuan} options={tujuanOptions} />
      </div>
      <MoneyField meta={fields.jumlah} label={t('jumlah')} />
      <TextareaField meta={fields.keterangan} label={t('keterangan')} maxLength={200} />
      <FormFooter errors={form.errors} pending={pending} onCancel={onDone} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}

/** One side of a transfer: cash or a bank, and then the bank's account. */
function Side({ kind, role, meta, t, value, onChange, options }: {
  kind: 'BANK' | 'CASH';
  role: 'asal' | 'tujuan';
  meta: Parameters<typeof SelectField>[0]['meta'];
  t: ReturnType<typeof useTranslations<'money'>>;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
}) {
  const tCommon = useTranslations('common');
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <SelectField meta={meta} label={t(role)} placeholder={tCommon('choose')} options={options} value={value} onChange={onChange} />
      {/* Keyed by the bank: another bank starts with its own accounts and none chosen. */}
      <AccountSelect key={value} kind={kind} bank={value} id={`${meta.id}-rekening`} name={`${role}_rekening`} label={t(`${role}Rekening`)} />
    </div>
  );
}

/** The accounts of the chosen bank (none for cash), fetched when the bank is chosen. */
function AccountSelect({ kind, bank, id, name, label }: { kind: 'BANK' | 'CASH'; bank: string; id: string; name: string; label: string }) {
  const alerts = useAlerts();
  const tCommon = useTranslations('common');
  const [accounts, setAccounts] = useState<{ noRekening: string; namaRekening: string }[]>([]);
  const [account, setAccount] = useState('');
  const isBank = bank !== '' && bank !== CASH;
  useEffect(() => {
    if (!isBank) return;
    let current = true;
    void findRekeningsAction(kind, bank).then((result) => {
      if (current && alerts.handle(result)) setAccounts(result.data ?? []);
    });
    return () => {
      current = false;
    };
  }, [kind, bank, isBank, alerts]);
  return (
    <Field id={id} label={label} errorId={`${id}-error`}>
      <select id={id} name={name} disabled={!isBank} value={account} onChange={(event) => setAccount(event.target.value)} className={controlClass}>
        <option value="">{tCommon('choose')}</option>
        {accounts.map((a) => <option key={a.noRekening} value={a.noRekening}>{a.noRekening} · {a.namaRekening}</option>)}
      </select>
    </Field>
  );
}

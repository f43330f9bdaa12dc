'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Fragment, useActionState, useCallback, useState } from 'react';
import { updateParameterAkunAction } from '@/features/parameters/actions/parameter-akun';
import type { JournalParameter } from '@/features/parameters/services/parameter-akun';
import { spaced } from '@/lib/format';
import { compactControlClass, controlClass } from '@/components/forms/styles';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';

/**
 * A journal's accounts: clicking an account number opens its dropdown; choices stay on this screen until
 * "Simpan Perubahan", which saves them all and returns to the journal list. A kit form: the lines are hidden fields
 * (detail[i]) checked by the service's own schema (journalAccountsSchema) on both sides; the dropdown only chooses.
 */
export function JournalEditor({ journal, accounts }: { journal: JournalParameter; accounts: { nomor_akun: string; nama_akun: string }[] }) {
  const t = useTranslations('parameters');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const [lines, setLines] = useState(journal.detail_akun);
  const [editing, setEditing] = useState<string | null>(null);
  const [lastResult, action, pending] = useActionState(updateParameterAkunAction, undefined);
  const [form, , formProps] = useActionForm({
    id: 'jurnal', schema: () => import('../schemas').then((schemas) => schemas.journalAccountsSchema), lastResult, action,
  });
  const saved = useCallback(() => {
    router.push('/parameter-akun');
    router.refresh();
  }, [router]);
  useFormOutcome(lastResult, saved);
  const nameOf = (nomor: string | null) => (nomor ? accounts.find((a) => a.nomor_akun === nomor)?.nama_akun ?? '' : t('fromTransaction'));

  return (
    <form {...formProps} className="flex flex-col gap-5">
      <input type="hidden" name="trx" value={journal.trx} />
      <input type="hidden" name="type" value={journal.type} />
      {lines.map((line, index) => (
        <Fragment key={line.kode_akun}>
          <input type="hidden" name={`detail[${index}].kode_akun`} value={line.kode_akun} />
          <input type="hidden" name={`detail[${index}].nomor_akun`} value={line.nomor_akun ?? ''} />
        </Fragment>
      ))}
      <dl className="grid max-w-xl grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-stone-700">{t('namaJurnal')}</dt>
          <dd><input readOnly value={spaced(journal.trx)} aria-label={t('namaJurnal')} className={controlClass} /></dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-stone-700">{t('type')}</dt>
          <dd><input readOnly value={spaced(journal.type)} aria-label={t('type')} className={controlClass} /></dd>
        </div>
      </dl>
      <div className="overflow-x-auto rounded-lg border border-stone-200">
        <table className="w-full text-sm" aria-label={t('accountsOf', { name: spaced(journal.trx) })}>
          <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
            <tr><th className="px-3 py-2">{t('kodeAkun')}</th><th className="px-3 py-2">{t('jenisAkun')}</th><th className="px-3 py-2">{t('nomorAkun')}</th><th className="px-3 py-2">{t('namaAkun')}</th></tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {lines.map((line, index) => (
              <tr key={line.kode_akun} data-kode-akun={line.kode_akun}>
                <td className="px-3 py-2 font-medium">{spaced(line.kode_akun)}</td>
                <td className="px-3 py-2">{line.jenis_akun === 'D' ? t('debit') : t('kredit')}</td>
                <td className="px-3 py-2">
                  {!line.editable ? (
                    // "This shop's cash": always the account of the shop posting, never chosen here.
                    <span className="block px-2 py-1.5 font-mono text-stone-500" aria-label={t('nomorAkunOf', { kode: spaced(line.kode_akun) })}>—</span>
                  ) : editing === line.kode_akun ? (
                    <select autoFocus aria-label={t('nomorAkunOf', { kode: spaced(line.kode_akun) })} value={line.nomor_akun ?? ''}
                      onBlur={() => setEditing(null)}
                      onChange={(event) => {
                        const nomor = event.target.value || null;
                        setLines((current) => current.map((l, i) => (i === index ? { ...l, nomor_akun: nomor } : l)));
                        setEditing(null);
                      }}
                      className={`${compactControlClass} w-full border-amber-400`}>
                      <option value="">{t('fromTransaction')}</option>
                      {accounts.map((a) => <option key={a.nomor_akun} value={a.nomor_akun}>{a.nomor_akun} · {a.nama_akun}</option>)}
                    </select>
                  ) : (
                    <button type="button" onClick={() => setEditing(line.kode_akun)} aria-label={t('nomorAkunOf', { kode: spaced(line.kode_akun) })}
                      className="w-full rounded-lg border border-dashed border-stone-300 px-2 py-1.5 text-left font-mono hover:border-amber-500 hover:bg-amber-50">
                      {line.nomor_akun ?? '—'}
                    </button>
                  )}
                </td>
                <td className="px-3 py-2 text-stone-600">{nameOf(line.nomor_akun)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div className="flex gap-2">
        <Button type="button" variant="secondary" onClick={() => router.push('/parameter-akun')}><Icon name="arrowLeft" size={16} /> {t('kembali')}</Button>
        <Button type="submit" disabled={pending}><Icon name="save" size={16} /> {pending ? tCommon('saving') : t('simpanPerubahan')}</Button>
      </div>
    </form>
  );
}

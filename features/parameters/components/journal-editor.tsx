'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { updateParameterAkunAction } from '@/features/parameters/actions/parameter-akun';
import type { JournalParameter } from '@/features/parameters/services/parameter-akun';
import { spaced } from '@/lib/format';
import { useAlerts } from '@/components/alerts/use-alerts';
import { compactControlClass, controlClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';

/**
 * A journal's accounts: clicking an account number opens its dropdown; choices stay on this screen until
 * "Simpan Perubahan", which saves them all and returns to the journal list.
 */
export function JournalEditor({ journal, accounts }: { journal: JournalParameter; accounts: { nomor_akun: string; nama_akun: string }[] }) {
  const t = useTranslations('parameters');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const router = useRouter();
  const [lines, setLines] = useState(journal.detail_akun);
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const nameOf = (nomor: string | null) => (nomor ? accounts.find((a) => a.nomor_akun === nomor)?.nama_akun ?? '' : t('fromTransaction'));

  const save = () => startTransition(async () => {
    const result = await updateParameterAkunAction(journal.trx, journal.type, lines.map(({ kode_akun, nomor_akun }) => ({ kode_akun, nomor_akun })));
    if (alerts.handle(result)) {
      router.push('/parameter-akun');
      router.refresh();
    }
  });

  return (
    <div className="flex flex-col gap-5">
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
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => router.push('/parameter-akun')}><Icon name="arrowLeft" size={16} /> {t('kembali')}</Button>
        <Button onClick={save} disabled={pending}><Icon name="save" size={16} /> {pending ? tCommon('saving') : t('simpanPerubahan')}</Button>
      </div>
    </div>
  );
}

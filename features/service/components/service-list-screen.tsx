'use client';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { DecimalField, MoneyField } from '@/components/forms/number-fields';
import { controlClass, labelClass } from '@/components/forms/styles';
import { SelectField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { FormOutcome } from '@/lib/actions/run-form-action';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { Paged } from '@/lib/paging/page-params';
import { parseDecimal } from '@/lib/validation/decimal';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { ReasonForm } from '@/features/otorisasi/client';
import { cancelServiceAction, completeServiceAction, findServicesAction, getServiceAction, pickUpServiceAction } from '../actions/repairs';
import { goldAddedPrice, pickupRemainder } from '../repair-figures';
import { SERVICE_STAGES } from '../schemas';
import type { ServiceRow, ServiceView } from '../services/repairs';
import { cancelRepairSubject } from '../subjects';

type Stage = '' | (typeof SERVICE_STAGES)[number];
type Step = 'selesai' | 'ambil' | 'batal' | null;
type Answer = SubmissionResult<string[]> & { outcome: FormOutcome; message?: string; data?: { nomor: string } };
const amountOf = (value: unknown) => parseRupiah(value) ?? 0;

/**
 * Lihat Services: the shop's tickets, newest first, searched by number, customer or phone and a stage, a page at a
 * time in SQL. Per ticket: Selesai (MASUK: weigh the pieces out, the work's cost, the gold added priced at the day's
 * gold price), Ambil (SELESAI: the remainder paid), Batal (MASUK: a reason and a supervisor's BATAL_SERVICE grant; the
 * down payment refunded or forfeited). Not a form (decision 010): the list is a search and its results.
 * After each step the ticket's slip shows its print and WhatsApp buttons: after Ambil and Batal the slip prints at once
 * to the remembered printer; after Selesai nothing prints and "Kirim WA Barang Siap" tells the customer the piece is
 * ready (the cashier's press, never automatic). Cetak on any row prints the ticket again.
 */
export function ServiceListScreen({ NotaActions }: { NotaActions: NotaButtons<'service'> }) {
  const t = useTranslations('service');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const num = useNumberFormat();
  const [filters, setFilters] = useState<{ q: string; status: Stage }>({ q: '', status: '' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Paged<ServiceRow> | null>(null);
  const [open, setOpen] = useState<{ view: ServiceView; step: Step } | null>(null);
  /** The ticket whose slip shows: after a step (printed at once after Ambil and Batal), or picked for a reprint. */
  const [slip, setSlip] = useState<{ nomor: string; posted: boolean; at: number } | null>(null);
  const [pending, startTransition] = useTransition();

  const search = (nextPage = 1) => startTransition(async () => {
    const answer = await findServicesAction({ ...filters, page: nextPage });
    if (alerts.handle(answer) && answer.data) {
      setResult(answer.data);
      setPage(answer.data.meta.page);
    }
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(1), []);
  const show = (nomor: string, step: Step) => startTransition(async () => {
    const answer = await getServiceAction(nomor);
    if (alerts.handle(answer) && answer.data) setOpen({ view: answer.data, step });
  });
  const done = () => {
    if (open) setSlip({ nomor: open.view.noService, posted: open.step !== 'selesai', at: Date.now() });
    setOpen(null);
    search(page);
  };
  const rows = result?.data ?? null;
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.pageSize)) : 1;
  const stage = (code: string) => t(`stage.${code as (typeof SERVICE_STAGES)[number]}`);
  const view = open?.view;

  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); search(1); }}>
        <label className="flex flex-col gap-1" htmlFor="service-q">
          <span className={labelClass}>{t('search')}</span>
          <input id="service-q" className={controlClass} value={filters.q} onChange={(event) => setFilters({ ...filters, q: event.target.value })} maxLength={100} />
        </label>
        <label className="flex flex-col gap-1" htmlFor="service-status">
          <span className={labelClass}>{t('status')}</span>
          <select id="service-status" className={controlClass} value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.target.value as Stage })}>
            {(['', ...SERVICE_STAGES] as const).map((code) => <option key={code} value={code}>{code ? stage(code) : t('semua')}</option>)}
          </select>
        </label>
        <Button type="submit" disabled={pending}>{tCommon('search')}</Button>
      </form>
      {rows !== null && (rows.length === 0 ? <p className="text-sm text-stone-500">{tCommon('noData')}</p> : (
        <div className="relative overflow-x-auto" role="region" aria-label={t('listTitle')} tabIndex={0}>
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <thead><tr className="border-b text-left">
              <th>{t('noService')}</th><th>{t('tanggal')}</th><th>{t('namaCustomer')}</th><th>{t('noHpCustomer')}</th><th className="text-right">{t('beratMasuk')}</th>
              <th className="text-right">{t('estimasiBiaya')}</th><th className="text-right">{t('uangMuka')}</th><th>{t('status')}</th><th><span className="sr-only">{tCommon('actions')}</span></th>
            </tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.noService} className="border-b border-stone-100" data-testid="service-row">
                  <td className="font-mono text-xs">{row.noService}</td><td>{formatDateTime(row.tanggal)}</td><td>{row.namaCustomer || '-'}</td><td>{row.noHpCustomer || '-'}</td>
                  <td className="text-right tabular-nums">{num.weight(row.totalBerat, 3)}</td><td className="text-right tabular-nums">{formatRupiah(row.estimasiBiaya)}</td>
                  <td className="text-right tabular-nums">{formatRupiah(row.uangMuka)}</td><td>{stage(row.status)}</td>
                  <td className="flex gap-2">
                    <button type="button" className="text-amber-800 underline" onClick={() => setSlip({ nomor: row.noService, posted: false, at: Date.now() })}
                      aria-label={`${t('cetak')} ${row.noService}`}>{t('cetak')}</button>
                    {row.status === 'MASUK' && <button type="button" className="text-amber-800 underline" onClick={() => show(row.noService, 'selesai')} aria-label={`${t('selesai')} ${row.noService}`}>{t('selesai')}</button>}
                    {row.status === 'SELESAI' && <button type="button" className="text-amber-800 underline" onClick={() => show(row.noService, 'ambil')} aria-label={`${t('ambil')} ${row.noService}`}>{t('ambil')}</button>}
                    {row.status === 'MASUK' && <button type="button" className="text-red-700 underline" onClick={() => show(row.noService, 'batal')} aria-label={`${t('batal')} ${row.noService}`}>{t('batal')}</button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {result && pages > 1 && (
        <nav aria-label={t('halaman')} className="flex items-center gap-2 text-sm">
          <Button type="button" variant="secondary" disabled={pending || page <= 1} onClick={() => search(page - 1)}>{t('sebelumnya')}</Button>
          <span>{t('halamanDari', { page, pages })}</span>
          <Button type="button" variant="secondary" disabled={pending || page >= pages} onClick={() => search(page + 1)}>{t('berikutnya')}</Button>
        </nav>
      )}
      {slip && (
        <div className="flex flex-col gap-2" data-testid="service-slip">
          <p className="text-sm font-medium">{t('slipOf', { nomor: slip.nomor })}</p>
          <NotaActions key={`${slip.nomor}-${slip.at}`} kind="service" nomor={slip.nomor} justPosted={slip.posted} />
        </div>
      )}
      {view && (
        <section aria-labelledby="service-open" className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <div className="flex items-start justify-between gap-2">
            <h2 id="service-open" className="font-semibold">{view.noService} · {stage(view.status)}</h2>
            <Button type="button" variant="secondary" onClick={() => setOpen(null)}>{tCommon('close')}</Button>
          </div>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Item label={t('namaCustomer')} value={view.namaCustomer || '-'} />
            <Item label={t('noHpCustomer')} value={view.noHpCustomer || '-'} />
            <Item label={t('tukang')} value={view.kodeTukang ?? '-'} />
            <Item label={t('estimasiBiaya')} value={formatRupiah(view.estimasiBiaya)} />
            <Item label={t('tglEstimasi')} value={view.tglEstimasi ?? '-'} />
            <Item label={t('uangMuka')} value={formatRupiah(view.uangMuka)} testId="service-uang-muka" />
            {view.biayaAkhir !== null && <Item label={t('biayaAkhir')} value={formatRupiah(view.biayaAkhir)} />}
            {view.biayaAkhir !== null && <Item label={t('hargaEmasTambah')} value={formatRupiah(view.hargaEmasTambah)} testId="service-harga-emas-tambah" />}
          </dl>
          {open.step === 'selesai' && <CompleteForm key={`selesai-${view.noService}`} view={view} onDone={done} />}
          {open.step === 'ambil' && view.sisa !== null && <PickUpForm key={`ambil-${view.noService}`} view={view} sisa={view.sisa} onDone={done} />}
          {open.step === 'batal' && <CancelForm key={`batal-${view.noService}`} view={view} onDone={done} />}
        </section>
      )}
    </div>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return <div className="flex gap-2"><dt className="text-stone-500">{label}:</dt><dd className="font-medium" data-testid={testId}>{value}</dd></div>;
}

/** Selesai: each piece's weight out (the gold added priced live with the kernel's own rule), the work's cost, the total and the remainder. */
function CompleteForm({ view, onDone }: { view: ServiceView; onDone: () => void }) {
  const t = useTranslations('service');
  const num = useNumberFormat();
  const [key] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(completeServiceAction as (previous: Answer | undefined, formData: FormData) => Promise<Answer>, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `selesai-${view.noService}`,
    schema: () => import('../schemas').then((schemas) => schemas.completeServiceSchema),
    lastResult, action: dispatch,
    defaultValue: { weights: view.pieces.map((piece) => ({ urutan: String(piece.urutan), beratKeluar: piece.beratMasuk })) },
  });
  useFormOutcome(lastResult, onDone);
  const lines = fields.weights.getFieldList();
  const gold = view.pieces.map((piece, i) => {
    const out = parseDecimal(lines[i]?.getFieldset().beratKeluar.value, 3, 9);
    return typeof out === 'string' ? goldAddedPrice(piece.beratMasuk, out, piece.hargaEmas) : 0;
  });
  const goldTotal = gold.reduce((sum, value) => sum + value, 0);
  const biaya = amountOf(fields.biayaAkhir.value);
  return (
    <form {...formProps} className="flex flex-col gap-3 rounded-lg bg-amber-50/60 p-3" aria-labelledby="selesai-title">
      <h3 id="selesai-title" className="font-semibold">{t('selesaiTitle', { nomor: view.noService })}</h3>
      <input type="hidden" name="idempotencyKey" value={key} />
      <input type="hidden" name="noService" value={view.noService} />
      {view.pieces.map((piece, i) => {
        const line = lines[i]?.getFieldset();
        if (!line) return null;
        return (
          <div key={piece.urutan} className="grid items-end gap-3 sm:grid-cols-4">
            <input type="hidden" name={line.urutan.name} value={String(piece.urutan)} />
            <p className="text-sm">{piece.deskripsi} <span className="font-mono text-xs text-stone-500">{piece.kodeBarcode}</span></p>
            <p className="text-sm">{t('beratMasuk')}: <span className="tabular-nums">{num.weight(piece.beratMasuk, 3)}</span></p>
            <DecimalField meta={line.beratKeluar} label={t('beratKeluarN', { n: piece.urutan })} mask="weight" />
            <p className="text-sm">{t('hargaTambah')}: <strong className="tabular-nums" data-testid={`harga-tambah-${piece.urutan}`}>{formatRupiah(gold[i])}</strong></p>
          </div>
        );
      })}
      <div className="max-w-xs"><MoneyField meta={fields.biayaAkhir} label={t('biayaAkhir')} /></div>
      <p className="text-sm">{t('total')}: <strong className="tabular-nums" data-testid="selesai-total">{formatRupiah(biaya + goldTotal)}</strong>
        {' '}· {t('sisa')}: <strong className="tabular-nums" data-testid="selesai-sisa">{formatRupiah(pickupRemainder({ biayaAkhir: biaya, hargaEmasTambah: goldTotal, uangMuka: view.uangMuka }))}</strong></p>
      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div><Button type="submit" disabled={pending}>{pending ? t('saving') : t('simpanSelesai')}</Button></div>
    </form>
  );
}

/** Ambil: the remainder, paid in cash, by transfer or both (exactly the remainder). */
function PickUpForm({ view, sisa, onDone }: { view: ServiceView; sisa: number; onDone: () => void }) {
  const t = useTranslations('service');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [key] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(pickUpServiceAction as (previous: Answer | undefined, formData: FormData) => Promise<Answer>, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `ambil-${view.noService}`,
    schema: () => import('../schemas').then((schemas) => schemas.pickUpServiceSchema),
    lastResult, action: dispatch,
    defaultValue: { bayarTunai: String(sisa) },
    beforeSubmit: (formData) => {
      const paid = amountOf(formData.get('bayarTunai')) + amountOf(formData.get('bayarTransfer'));
      if (paid > sisa) return (void alerts.info(tErrors('serviceBayarMelebihiSisa', { total: formatRupiah(sisa) })), false);
      if (paid < sisa) return (void alerts.info(tErrors('serviceBayarKurang', { total: formatRupiah(sisa) })), false);
      return true;
    },
  });
  useFormOutcome(lastResult, onDone);
  return (
    <form {...formProps} className="flex flex-col gap-3 rounded-lg bg-amber-50/60 p-3" aria-labelledby="ambil-title">
      <h3 id="ambil-title" className="font-semibold">{t('ambilTitle', { nomor: view.noService })}</h3>
      <input type="hidden" name="idempotencyKey" value={key} />
      <input type="hidden" name="noService" value={view.noService} />
      <p className="text-sm">{t('sisa')}: <strong className="tabular-nums" data-testid="ambil-sisa">{formatRupiah(sisa)}</strong></p>
      <div className="grid gap-3 sm:grid-cols-3">
        <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
        <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
        <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={tCommon('choose')}
          options={view.rekenings.map((r) => ({ value: r.kode, label: `${r.bank} ${r.kode}` }))} />
      </div>
      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div><Button type="submit" disabled={pending}>{pending ? t('saving') : t('simpanAmbil')}</Button></div>
    </form>
  );
}

/** Batal: the down payment refunded or forfeited, a reason, a supervisor's BATAL_SERVICE grant naming the ticket and the refund. */
function CancelForm({ view, onDone }: { view: ServiceView; onDone: () => void }) {
  const t = useTranslations('service');
  const [choice, setChoice] = useState<'KEMBALI' | 'HANGUS'>('KEMBALI');
  const refund = choice === 'KEMBALI' ? view.uangMuka : 0;
  return (
    <section aria-labelledby="batal-title" className="flex flex-col gap-3 rounded-lg bg-red-50/60 p-3">
      <h3 id="batal-title" className="font-semibold">{t('batalTitle', { nomor: view.noService })}</h3>
      {view.uangMuka > 0 && (
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className={labelClass}>{t('uangMukaBatal')}</legend>
          {(['KEMBALI', 'HANGUS'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="uangMukaPilihan" value={value} checked={choice === value} onChange={() => setChoice(value)} />
              {t(value === 'KEMBALI' ? 'dpKembali' : 'dpHangus', { total: formatRupiah(view.uangMuka) })}
            </label>
          ))}
        </fieldset>
      )}
      <ReasonForm
        key={choice} id={`batal-${view.noService}`} action={cancelServiceAction}
        schema={() => import('../schemas').then((schemas) => schemas.cancelServiceSchema)}
        hidden={{ noService: view.noService, uangMuka: choice }} labels={{ alasan: t('alasan'), submit: t('batalkan') }}
        ask={(alasan) => ({ fitur: 'BATAL_SERVICE', subject: cancelRepairSubject(view.noService, refund), notes: t('notesBatal', { nomor: view.noService, alasan }) })}
        onDone={onDone}
      />
    </section>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useState, type ReactNode } from 'react';
import { CounterShortcuts, useCounterShortcuts } from '@/components/forms/counter-shortcuts';
import { LineItems } from '@/components/forms/line-items';
import { ImageInput } from '@/components/forms/media-inputs';
import { DecimalField, MoneyField } from '@/components/forms/number-fields';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { parseDecimal } from '@/lib/validation/decimal';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { sendWithGrant } from '@/features/otorisasi/client';
import { postHutangAction } from '../actions/lending';
import { plafondSubject } from '../grant-subjects';
import { quoteLoan } from '../loan-quote';
import type { LendingOptions } from '../services/lending-options';

const FORM_ID = 'transaksi-hutang';
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const exact = (value: unknown, decimals: number, whole: number) => {
  const parsed = parseDecimal(value, decimals, whole);
  return typeof parsed === 'string' ? parsed : '';
};

/**
 * Transaksi Hutang: a pawn loan at the counter. The figures (appraisal, plafond, principal, rate, interest, dates) are
 * previewed live with the same pure quote the server posts with; F9 saves. After a save the loan's number shows with
 * "Transaksi Baru" (F4), which opens a new form with a new key, and its Surat Bukti Gadai's print buttons (the page
 * hands them in: the nota feature reads the loan), the slip going to the remembered printer at once.
 */
export function LendingScreen({ options, NotaActions }: { options: LendingOptions; NotaActions: NotaButtons<'hutang'> }) {
  const t = useTranslations('loan');
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
            <strong data-testid="nomor-hutang" className="font-mono text-lg">{saved}</strong>
            <Button onClick={fresh}>{t('newTransaction')}</Button>
          </div>
          <NotaActions kind="hutang" nomor={saved} justPosted />
        </>
      ) : (
        <LoanForm key={generation} options={options} onSaved={setSaved} />
      )}
    </div>
  );
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-stone-100 py-1 text-sm last:border-0">
      <dt className="text-stone-600">{label}</dt>
      <dd data-testid={testId} className="text-right font-medium tabular-nums text-stone-900">{children}</dd>
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

function LoanForm({ options, onSaved }: { options: LendingOptions; onSaved: (nomor: string) => void }) {
  const t = useTranslations('loan');
  const tCommon = useTranslations('common');
  const num = useNumberFormat();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(postHutangAction, undefined);
  const { parameters } = options;

  const quoteOf = (value: Record<string, unknown> | undefined) => {
    const items = Array.isArray(value?.items) ? (value.items as (Record<string, unknown> | undefined)[]) : [];
    return quoteLoan(parameters, {
      items: items.map((item) => ({ kodeDept: text(item?.kodeDept), berat: exact(item?.berat, 3, 9), kadar: exact(item?.kadar, 2, 3) })),
      jumlahHutang: parseRupiah(value?.jumlahHutang) ?? 0,
      bunga: exact(value?.bunga, 2, 3) || undefined,
      today: options.today,
    });
  };

  const [form, fields, formProps] = useActionForm({
    id: FORM_ID,
    schema: () => import('../lending.schema').then((schemas) => schemas.loanSchema),
    lastResult,
    action,
    defaultValue: { items: [{}] },
    beforeSubmit: (formData) => {
      const quote = quoteOf(form.value as Record<string, unknown> | undefined);
      if (!quote.needsGrant) return;
      return sendWithGrant(formData, {
        fitur: 'PLAFOND_HUTANG', subject: plafondSubject(quote.jumlahHutang, quote.plafond!),
        notes: t('notesPlafond', { jumlah: formatRupiah(quote.jumlahHutang), plafond: formatRupiah(quote.plafond!) }),
      }, action);
    },
  });
  useFormOutcome(lastResult, () => {
    const nomor = lastResult && 'data' in lastResult ? (lastResult.data as { nomor?: string } | undefined)?.nomor : undefined;
    if (nomor) onSaved(nomor);
  });
  const quote = quoteOf(form.value as Record<string, unknown> | undefined);
  const choose = tCommon('choose');
  const optionsOf = (rows: { kode: string; nama: string }[]) => rows.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` }));

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Section title={t('customerTitle')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <TextField meta={fields.namaCustomer} label={t('namaCustomer')} autoComplete="off" />
          <TextField meta={fields.noKtp} label={t('noKtp')} autoComplete="off" inputMode="numeric" />
          <TextField meta={fields.noHpCustomer} label={t('noHpCustomer')} autoComplete="off" inputMode="tel" />
          <TextField meta={fields.alamatCustomer} label={t('alamatCustomer')} autoComplete="off" className="lg:col-span-2" />
          <SelectField meta={fields.kodeSales} label={t('penaksir')} placeholder={choose} options={optionsOf(options.sales)} />
        </div>
      </Section>

      <Section title={t('itemsTitle')}>
        <p className="text-xs text-stone-600">{t('priceNote')}</p>
        <LineItems form={form} list={fields.items} label={t('itemsTitle')} addLabel={t('addItem')} newLine={{}}
          removeLabel={(index) => t('removeItem', { n: index + 1 })}>
          {(line, index) => {
            const item = line.getFieldset();
            const figures = quote.lines[index];
            return (
              <>
                <SelectField meta={item.kodeGroup} label={t('group')} placeholder={choose} options={optionsOf(options.groups)} />
                <SelectField meta={item.kodeDept} label={t('jenis')} placeholder={choose} options={optionsOf(options.jenis)} />
                <TextField meta={item.namaBarang} label={t('namaBarang')} autoComplete="off" />
                <DecimalField meta={item.beratKotor} label={t('beratKotor')} mask="weight" />
                <DecimalField meta={item.berat} label={t('berat')} mask="weight" />
                <DecimalField meta={item.kadar} label={t('kadar')} mask="percent" />
                <SelectField meta={item.kodeKondisi} label={t('kondisi')} placeholder={choose} options={optionsOf(options.kondisi)} />
                <dl className="flex min-w-[9rem] flex-col justify-end text-sm">
                  <Figure label={t('hargaEmas')} testId={`harga-emas-${index}`}>{figures?.hargaEmas ? formatRupiah(figures.hargaEmas) : '-'}</Figure>
                  <Figure label={t('taksiran')} testId={`taksiran-${index}`}>{formatRupiah(figures?.taksiran ?? 0)}</Figure>
                </dl>
                <div className="sm:col-span-2">
                  <ImageInput id={item.photo.id} name={item.photo.name} label={t('foto')} errors={item.photo.errors} errorId={item.photo.errorId} current={null} />
                </div>
              </>
            );
          }}
        </LineItems>
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('loanTitle')}>
          <dl>
            <Figure label={t('totalTaksiran')} testId="total-taksiran">{formatRupiah(quote.totalTaksiran)}</Figure>
            {quote.plafond !== null && <Figure label={t('plafond')} testId="plafond">{formatRupiah(quote.plafond)}</Figure>}
          </dl>
          {quote.plafond !== null && <p className="text-xs text-stone-600">{t('plafondNote')}</p>}
          {parameters.pokokMode === null ? (
            <MoneyField meta={fields.jumlahHutang} label={t('jumlahHutang')} />
          ) : (
            <dl>
              <Figure label={t('jumlahHutang')} testId="jumlah-hutang">{formatRupiah(quote.jumlahHutang)}</Figure>
              <p className="text-xs text-stone-600">{t(parameters.pokokMode === 'NOMINAL' ? 'pokokNominal' : 'pokokHargaEmas')}</p>
            </dl>
          )}
          {quote.needsGrant && <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('needsGrant')}</p>}
          {parameters.rateBands === null && <DecimalField meta={fields.bunga} label={t('bunga')} mask="percent" />}
          <dl>
            {parameters.rateBands !== null && (
              <Figure label={t('bunga')} testId="bunga">{quote.bunga ? num.percent(quote.bunga) : <span className="text-red-700">{quote.jumlahHutang > 0 ? t('bungaNone') : '-'}</span>}</Figure>
            )}
            <Figure label={t('bungaHari')} testId="bunga-hari">{formatRupiah(quote.bungaRp)}</Figure>
            <Figure label={t('bungaBulan')} testId="bunga-bulan">{formatRupiah(quote.bungaBulan)}</Figure>
            <Figure label={t('lamaHari')} testId="lama-hari">{t('days', { count: quote.lamaHari })}</Figure>
            <Figure label={t('jatuhTempo')} testId="jatuh-tempo">{quote.tglJatuhTempo}</Figure>
            <Figure label={t('masaTenggang')} testId="masa-tenggang">{t('days', { count: quote.masaTenggangHari })}</Figure>
            <Figure label={t('tglLelang')} testId="tgl-lelang">{quote.tglLelang}</Figure>
          </dl>
        </Section>
        <Section title={t('paymentTitle')}>
          <dl>
            <Figure label={t('biayaAdmin')} testId="biaya-admin">{formatRupiah(quote.biayaAdmin)}</Figure>
            <Figure label={t('dibayarkan')} testId="dibayarkan">{formatRupiah(quote.dibayarkan)}</Figure>
          </dl>
          <div className="grid gap-3 sm:grid-cols-2">
            <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
            <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
          </div>
          <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={choose}
            options={options.rekenings.map((row) => ({ value: row.kode, label: `${row.bank} ${row.kode} - ${row.nama}` }))} />
        </Section>
      </div>

      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>{pending ? tCommon('saving') : tCommon('save')}</Button>
      </div>
    </form>
  );
}

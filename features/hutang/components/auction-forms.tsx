'use client';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useState } from 'react';
import { MoneyField } from '@/components/forms/number-fields';
import { SelectField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { FormOutcome } from '@/lib/actions/run-form-action';
import { formatRupiah } from '@/lib/format';
import { auctionSplit } from '@/lib/pricing/loan';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { sendWithGrant } from '@/features/otorisasi/client';
import { auctionHutangAction, paySurplusAction } from '../actions/auction';
import { auctionSubject, surplusPayoutSubject } from '../auction-subjects';
import type { AuctionOptions, AuctionRow, SurplusRow } from '../services/auction-hutang';

type Answer = SubmissionResult<string[]> & { outcome: FormOutcome; message?: string; data?: unknown };
const amountOf = (value: unknown) => parseRupiah(value) ?? 0;

/**
 * Lelang: sold to a buyer (cash, transfer or both) or into a tray of the shop at a value entered. What the proceeds
 * settle is shown as they are typed (principal first, then the interest due, the rest owed to the customer; a
 * shortfall gives up interest first, then is a loss), from the same pure split the posting uses. Saving asks a
 * supervisor's LELANG_HUTANG authorization for exactly those figures.
 */
export function AuctionForm({ loan, options, onDone }: { loan: AuctionRow; options: AuctionOptions; onDone: () => void }) {
  const t = useTranslations('loanAuction');
  const tCommon = useTranslations('common');
  const [key] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(auctionHutangAction as (previous: Answer | undefined, formData: FormData) => Promise<Answer>, undefined);
  const [, fields, formProps] = useActionForm({
    id: `lelang-${loan.noFakturHutang}`,
    schema: () => import('../auction-schemas').then((schemas) => schemas.auctionSchema),
    lastResult, action: dispatch, defaultValue: { cara: 'JUAL' },
    // Every auction asks a supervisor first (LELANG_HUTANG), naming what the server will post: the loan, the way, the
    // proceeds, what was due and the surplus or loss.
    beforeSubmit: (formData) => {
      const way = formData.get('cara') === 'STOK' ? 'STOK' : 'JUAL';
      const value = way === 'JUAL' ? amountOf(formData.get('bayarTunai')) + amountOf(formData.get('bayarTransfer')) : amountOf(formData.get('nilai'));
      return sendWithGrant(formData, {
        fitur: 'LELANG_HUTANG', subject: auctionSubject(loan.noFakturHutang, way, loan.jumlahHutang, loan.bungaPinjam, value), notes: t('notesLelang', { nomor: loan.noFakturHutang }),
      }, dispatch);
    },
  });
  useFormOutcome(lastResult, onDone);
  const [cara, setCara] = useState<'JUAL' | 'STOK'>('JUAL');
  const proceeds = cara === 'JUAL' ? amountOf(fields.bayarTunai.value) + amountOf(fields.bayarTransfer.value) : amountOf(fields.nilai.value);
  const split = auctionSplit(loan.jumlahHutang, loan.bungaPinjam, proceeds);
  const figures: ['hasil' | 'pokok' | 'bunga' | 'kelebihan' | 'kerugian', string][] = [
    ['hasil', formatRupiah(proceeds)], ['pokok', formatRupiah(split.pokok)], ['bunga', formatRupiah(split.bunga)],
    ['kelebihan', formatRupiah(split.kelebihan)], ['kerugian', formatRupiah(split.kerugian)],
  ];
  return (
    <section aria-labelledby="lelang-title" className="flex flex-col gap-3 rounded-lg bg-amber-50/60 p-3">
      <h3 id="lelang-title" className="font-semibold">{t('lelangTitle', { nomor: loan.noFakturHutang })}</h3>
      <form {...formProps} className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={key} />
        <input type="hidden" name="noFakturHutang" value={loan.noFakturHutang} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField meta={fields.cara} label={t('cara')} value={cara} onChange={(value) => setCara(value === 'STOK' ? 'STOK' : 'JUAL')}
            options={[{ value: 'JUAL', label: t('caraJUAL') }, { value: 'STOK', label: t('caraSTOK') }]} />
          {cara === 'JUAL' ? (
            <>
              <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
              <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
              <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={tCommon('choose')}
                options={options.rekenings.map((r) => ({ value: r.kode, label: `${r.bank} ${r.kode}` }))} />
            </>
          ) : (
            <>
              <MoneyField meta={fields.nilai} label={t('nilai')} />
              <SelectField meta={fields.kodeBaki} label={t('baki')} placeholder={tCommon('choose')}
                options={options.trays.map((tray) => ({ value: tray.kodeBaki, label: `${tray.kodeBaki} · ${tray.namaBaki} (${tray.kodeGudang})` }))} />
            </>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
          {figures.map(([id, value]) => (
            <div key={id} className="flex flex-col"><dt className="text-stone-600">{t(id)}</dt><dd className="font-semibold tabular-nums" data-testid={`lelang-${id}`}>{value}</dd></div>
          ))}
        </dl>
        <div><Button type="submit" disabled={pending}>{pending ? t('saving') : t('simpanLelang')}</Button></div>
      </form>
    </section>
  );
}

/**
 * Bayar Kelebihan: exactly the surplus, in cash (never more than the till holds: the server's floor) or by transfer,
 * with a supervisor's BAYAR_KELEBIHAN_LELANG authorization.
 */
export function SurplusForm({ row, options, onDone }: { row: SurplusRow; options: AuctionOptions; onDone: () => void }) {
  const t = useTranslations('loanAuction');
  const tCommon = useTranslations('common');
  const [key] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(paySurplusAction as (previous: Answer | undefined, formData: FormData) => Promise<Answer>, undefined);
  const [, fields, formProps] = useActionForm({
    id: `kelebihan-${row.noLelang}`,
    schema: () => import('../auction-schemas').then((schemas) => schemas.surplusSchema),
    lastResult, action: dispatch, defaultValue: { bayarTunai: String(row.kelebihanLelang) },
    // Paying the surplus out asks a supervisor first (BAYAR_KELEBIHAN_LELANG), naming the settlement and the surplus.
    beforeSubmit: (formData) => sendWithGrant(formData, {
      fitur: 'BAYAR_KELEBIHAN_LELANG', subject: surplusPayoutSubject(row.noLelang, row.kelebihanLelang), notes: t('notesKelebihan', { nomor: row.noLelang }),
    }, dispatch),
  });
  const done = useCallback(() => onDone(), [onDone]);
  useFormOutcome(lastResult, done);
  return (
    <section aria-labelledby="kelebihan-title" className="flex flex-col gap-3 rounded-lg bg-amber-50/60 p-3">
      <h3 id="kelebihan-title" className="font-semibold">{t('bayarTitle', { nomor: row.noLelang })}</h3>
      <p className="text-sm">{row.namaCustomer || '-'} · {t('kelebihan')}: <strong className="tabular-nums">{formatRupiah(row.kelebihanLelang)}</strong></p>
      <form {...formProps} className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={key} />
        <input type="hidden" name="noLelang" value={row.noLelang} />
        <div className="grid gap-3 sm:grid-cols-3">
          <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
          <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
          <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={tCommon('choose')}
            options={options.rekenings.map((r) => ({ value: r.kode, label: `${r.bank} ${r.kode}` }))} />
        </div>
        <div><Button type="submit" disabled={pending}>{pending ? t('saving') : t('simpanBayar')}</Button></div>
      </form>
    </section>
  );
}

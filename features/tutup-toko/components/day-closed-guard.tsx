import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { DayClosing } from '@/lib/ledger/day-lock';

/**
 * A counter screen on a closed day: a banner naming who closed the shop and when, above the screen with every control
 * disabled (a disabled fieldset: the scan field and Simpan cannot be used), so the cashier learns it on arrival and not
 * at Simpan. On an open day it renders the screen untouched. A server component: the screens inside stay as they are.
 */
export async function DayClosedGuard({ closing, children }: { closing: DayClosing | null; children: ReactNode }) {
  if (!closing) return <>{children}</>;
  const t = await getTranslations('closing');
  return (
    <div className="flex flex-col gap-3">
      <p role="status" data-testid="day-closed" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
        {t('dayClosedBanner', { user: closing.createdBy, waktu: closing.waktu })}
      </p>
      <fieldset disabled aria-describedby={undefined} className="m-0 min-w-0 border-0 p-0 opacity-70">{children}</fieldset>
    </div>
  );
}

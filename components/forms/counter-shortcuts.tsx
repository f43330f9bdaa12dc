'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

/**
 * The counter screens' shortcut keys (Transaksi Penjualan, Transaksi Pembelian), as the desktop tools shops use
 * today have them: function keys that Chrome and Edge leave to the page (F1 help, F3 find, F5 reload, F6 address bar,
 * F7 caret browsing, F10 menu, F11 full screen and F12 developer tools are the browser's and stay so).
 */
export type CounterAction = 'pay' | 'new' | 'print' | 'save';
export const COUNTER_KEYS: Readonly<Record<CounterAction, string>> = { pay: 'F2', new: 'F4', print: 'F8', save: 'F9' };
const ORDER: readonly CounterAction[] = ['pay', 'save', 'print', 'new'];

/** A dialog that is showing (the authorization, a confirm) has the keyboard: the counter's keys wait for it. */
function isDialogShowing() {
  return Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')).some((dialog) => dialog.getClientRects().length > 0);
}

/** Runs a counter action on its key, wherever the focus is on the page (a scan field, a price, a button). */
export function useCounterShortcuts(handlers: Partial<Record<CounterAction, () => void>>) {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      const action = ORDER.find((one) => COUNTER_KEYS[one] === event.key);
      const handler = action && current.current[action];
      if (!handler || isDialogShowing()) return;
      event.preventDefault();
      if (!event.repeat) handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The keys, shown on the screen. */
export function CounterShortcuts({ actions = ORDER }: { actions?: readonly CounterAction[] }) {
  const t = useTranslations('shortcuts');
  const tCommon = useTranslations('common');
  return (
    <ul aria-label={t('title')} data-testid="counter-shortcuts" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
      {actions.map((action) => (
        <li key={action} className="flex items-center gap-1">
          <kbd className="rounded border border-stone-300 bg-stone-100 px-1.5 py-0.5 font-mono text-[11px] text-stone-800">{COUNTER_KEYS[action]}</kbd>
          {action === 'save' ? tCommon('save') : t(action)}
        </li>
      ))}
    </ul>
  );
}

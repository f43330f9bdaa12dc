'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { alertStore, type AlertDialog } from '@/lib/client/alerts';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

/** Draws the info, warning and confirm dialogs and the "Mohon Menunggu" progress overlay of §8. */
export function AlertHost() {
  const t = useTranslations('alerts');
  const state = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get);
  const dialog = state.dialogs[0];
  return (
    <>
      {dialog && <AlertDialogView key={dialog.id} dialog={dialog} t={t} />}
      {state.progress !== null && (
        <div role="alertdialog" aria-modal="true" aria-label={t('progressTitle')} className="fixed inset-0 z-[60] grid place-items-center bg-stone-950/50">
          <div className="flex min-w-64 flex-col items-center gap-3 rounded-xl bg-white px-8 py-6 shadow-2xl">
            <Icon name="loader" className="animate-spin text-amber-600" size={36} />
            <p className="text-lg font-semibold">{t('progressTitle')}</p>
            <p className="text-sm text-stone-600">{state.progress}</p>
          </div>
        </div>
      )}
    </>
  );
}

function AlertDialogView({ dialog, t }: { dialog: AlertDialog; t: ReturnType<typeof useTranslations<'alerts'>> }) {
  const tCommon = useTranslations('common');
  const close = (ok: boolean) => {
    alertStore.close(dialog.id);
    if (dialog.kind === 'info') dialog.resolve();
    else dialog.resolve(ok);
  };
  const title = { info: t('infoTitle'), warning: t('warningTitle'), confirm: t('confirmTitle') }[dialog.kind];
  return (
    <Modal open title={title} onClose={() => close(false)} size="sm">
      <p className="whitespace-pre-line text-sm text-stone-700">{dialog.message}</p>
      <div className="mt-5 flex justify-end gap-2">
        {dialog.kind === 'info' && <Button autoFocus onClick={() => close(true)}>{tCommon('ok')}</Button>}
        {dialog.kind === 'warning' && (
          <>
            <Button variant="secondary" onClick={() => close(false)}>{tCommon('cancel')}</Button>
            <Button autoFocus onClick={() => close(true)}>{t('warningConfirm')}</Button>
          </>
        )}
        {dialog.kind === 'confirm' && (
          <>
            <Button variant="secondary" onClick={() => close(false)}>{tCommon('no')}</Button>
            <Button autoFocus onClick={() => close(true)}>{dialog.yesLabel ?? tCommon('yes')}</Button>
          </>
        )}
      </div>
    </Modal>
  );
}

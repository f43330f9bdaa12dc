'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { updateSettingsAction } from '@/features/settings/actions/update-settings';
import { getTabId } from '@/lib/client/tab-id';
import { isSystemVariableKey, parseFlag, SYSTEM_VARIABLE_RULES } from '@/lib/settings/keys';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { blockEnterSubmit } from '@/components/forms/block-enter';
import { checkboxClass, controlClass } from '@/components/forms/styles';

/** Module switches and system variables; "Simpan" stores them all at once. */
export function SettingsForm({ modules, variables, values }: { modules: string[]; variables: string[]; values: Record<string, string> }) {
  const t = useTranslations('settingsystem');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        formData.set('tabId', getTabId());
        startTransition(async () => {
          if (alerts.handle(await updateSettingsAction(formData))) router.refresh();
        });
      }}
      onKeyDown={blockEnterSubmit}
      className="flex flex-col gap-6"
    >
      <fieldset>
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-500">{t('modules')}</legend>
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {modules.map((key) => (
            <label key={key} className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-amber-300 has-[:checked]:bg-amber-50">
              <span className="font-mono text-xs text-stone-700">{key.replaceAll('_', ' ')}</span>
              <input
                type="checkbox"
                role="switch"
                name={key}
                defaultChecked={parseFlag(values[key])}
                className={checkboxClass}
                onChange={async (event) => {
                  const input = event.currentTarget;
                  // Switching a module on asks first (Warning !!! with Batal / Aktifkan); Batal leaves it off.
                  if (input.checked && !(await alerts.warning(t('enableWarning', { module: key.replaceAll('_', ' ') })))) input.checked = false;
                }}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-500">{t('variables')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {variables.map((key) => {
            const rule = isSystemVariableKey(key) ? SYSTEM_VARIABLE_RULES[key] : undefined;
            return (
              <label key={key} className="flex flex-col gap-1 text-sm">
                <span className="font-mono text-xs text-stone-700">{key.replaceAll('_', ' ')}</span>
                {rule?.kind === 'choice' ? (
                  <select name={key} defaultValue={values[key]} className={controlClass}>
                    {rule.values.map((choice) => <option key={choice} value={choice}>{choice.replaceAll('_', ' ')}</option>)}
                  </select>
                ) : (
                  <input name={key} defaultValue={values[key]} inputMode={rule ? 'numeric' : undefined} className={controlClass} />
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>{pending ? tCommon('saving') : tCommon('save')}</Button>
      </div>
    </form>
  );
}

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

/** A module switch as the screen shows it: its words in the user's language, the screens it governs, its raw key. */
export type ModuleView = { key: string; name: string; description: string; screens: string[] };
export type ModuleGroupView = { key: string; title: string; modules: ModuleView[] };

/**
 * Module switches in groups, each with its name, what it does, which screens it opens and its raw key (small, for
 * support), then the system variables; "Simpan" stores them all at once.
 */
export function SettingsForm({ groups, variables, values }: { groups: ModuleGroupView[]; variables: string[]; values: Record<string, string> }) {
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
      <section aria-labelledby="settings-modules" className="flex flex-col gap-5">
        <h2 id="settings-modules" className="text-sm font-semibold uppercase tracking-wide text-stone-600">{t('modules')}</h2>
        {groups.map((group) => (
          <fieldset key={group.key}>
            <legend className="mb-2 text-sm font-semibold text-stone-800">{group.title}</legend>
            <div className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
              {group.modules.map((module) => (
                <label key={module.key} className="flex items-start justify-between gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-amber-300 has-[:checked]:bg-amber-50">
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span id={`module-${module.key}`} className="font-medium text-stone-900">{module.name}</span>
                    <span id={`module-${module.key}-about`} className="flex flex-col gap-0.5">
                      <span className="text-xs text-stone-700">{module.description}</span>
                      {module.screens.map((line) => <span key={line} className="text-xs text-stone-600">{line}</span>)}
                      <span className="break-all font-mono text-[11px] text-stone-600" data-testid="module-key">{module.key}</span>
                    </span>
                  </span>
                  <input
                    type="checkbox"
                    role="switch"
                    name={module.key}
                    aria-labelledby={`module-${module.key}`}
                    aria-describedby={`module-${module.key}-about`}
                    defaultChecked={parseFlag(values[module.key])}
                    className={`${checkboxClass} mt-0.5 shrink-0`}
                    onChange={async (event) => {
                      const input = event.currentTarget;
                      // Switching a module on asks first (Warning !!! with Batal / Aktifkan); Batal leaves it off.
                      if (input.checked && !(await alerts.warning(t('enableWarning', { module: module.name })))) input.checked = false;
                    }}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </section>
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
                  <input name={key} defaultValue={values[key]} inputMode={rule?.kind === 'decimal' ? 'decimal' : rule?.kind === 'rupiah' ? 'numeric' : undefined} className={controlClass} />
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

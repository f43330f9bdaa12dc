'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { updateSettingsAction } from '@/features/settings/actions/update-settings';
import { CLEAR_WA_TOKEN_FIELD } from '@/features/settings/form-settings';
import { settingMessageValues } from '@/features/settings/validate';
import { endExpiredSession } from '@/lib/client/local-data';
import { getTabId } from '@/lib/client/tab-id';
import { isSystemVariableKey, parseFlag, SYSTEM_VARIABLE_RULES } from '@/lib/settings/keys';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { errorAria, ErrorList } from '@/components/forms/field';
import { checkboxClass, controlClass } from '@/components/forms/styles';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';

/** A module switch as the screen shows it: its words in the user's language, the screens it governs, its raw key. */
export type ModuleView = { key: string; name: string; description: string; screens: string[] };
export type ModuleGroupView = { key: string; title: string; modules: ModuleView[] };

/**
 * Module switches in groups, each with its name, what it does, which screens it opens and its raw key (small, for
 * support), then the system variables; "Simpan" stores them all at once. A kit form checked by settingsFormSchema on
 * both sides: a save names only the fields of the form (a module's hidden "false" before its switch says "off"), each
 * refusal under its field; the inputs stay uncontrolled, so what was typed stays after a save or a refusal.
 */
export function SettingsForm({ groups, variables, values, waGateway }: {
  groups: ModuleGroupView[];
  variables: string[];
  values: Record<string, string>;
  /** The gateway's fields: only for head office's OWN and SU (null for MU and DEV); the token itself never comes here. */
  waGateway: { url: string; allowedHosts: string; tokenSet: boolean } | null;
}) {
  const t = useTranslations('settingsystem');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const router = useRouter();
  const tErrors = useTranslations('errors');
  const formRef = useRef<HTMLFormElement>(null);
  // What the server holds, field by field, as the form reads it: the form is "dirty" when it reads otherwise.
  const saved = useRef<Map<string, string> | null>(null);
  const [dirty, setDirty] = useState(false);
  const readForm = () => new Map([...(formRef.current?.elements ?? [])].flatMap((element) => {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name || element.type === 'hidden') return [];
    return [[element.name, element instanceof HTMLInputElement && element.type === 'checkbox' ? String(element.checked) : element.value] as const];
  }));
  const isDirty = () => {
    const now = readForm();
    return [...now].some(([name, value]) => saved.current?.get(name) !== value);
  };
  useEffect(() => {
    saved.current = readForm();
  }, []);
  const go = useCallback((href: string) => router.push(href), [router]);
  useUnsavedWarning(dirty, t('unsavedWarning'), t('leave'), alerts.confirm, go);

  /** A refusal of a setting in the user's language, naming the setting and what it may be. */
  const word = (name: string, key: string) => (tErrors.has(key as 'unexpected') ? tErrors(key as 'settingRupiahInvalid', settingMessageValues(name) as Record<string, string>) : key);
  const [lastResult, action, pending] = useActionState(updateSettingsAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'settings', schema: () => import('../schemas').then((schemas) => schemas.settingsFormSchema), lastResult, action,
    beforeSubmit: (formData) => {
      formData.set('tabId', getTabId());
    },
  });
  const stored = useCallback(() => {
    // The token field is write-only: emptied once stored.
    const token = formRef.current?.elements.namedItem('WHATSAPP_GATEWAY_TOKEN');
    if (token instanceof HTMLInputElement) token.value = '';
    saved.current = readForm();
    setDirty(false);
    router.refresh();
  }, [router]);
  useFormOutcome(lastResult, stored);
  /** A field's refusals, worded; its props tie the control to them. */
  const errorsOf = (name: string) => (form.allErrors[name] ?? []).map((key) => word(name, key));
  const fieldProps = (name: string) => ({ id: fields[name].id, ...errorAria(fields[name].errorId, errorsOf(name)) });
  // Refusals of fields the form does not show (a field added by hand, a module's forged value).
  const shown = new Set([...variables, ...(waGateway ? ['WHATSAPP_GATEWAY_URL', 'WHATSAPP_GATEWAY_TOKEN', 'WHATSAPP_GATEWAY_ALLOWED_HOSTS'] : [])]);
  const elsewhere = Object.entries(form.allErrors).filter(([name]) => name && !shown.has(name)).flatMap(([name, keys]) => keys.map((key) => word(name, key)));

  /** "Aktifkan" enables the module: it is saved at once, alone; the form's other changes stay as they are. */
  const enableModule = async (input: HTMLInputElement, key: string) => {
    const formData = new FormData();
    formData.set(key, 'on');
    formData.set('tabId', getTabId());
    const result = await updateSettingsAction(undefined, formData) as { outcome: string; message?: string; error?: Record<string, string[] | null> };
    if (result.outcome === 'success') {
      if (result.message) alerts.success(result.message);
      saved.current?.set(key, 'true');
      router.refresh();
    } else {
      input.checked = false;
      if (result.outcome === 'expired') endExpiredSession();
      const refusal = result.message ?? Object.entries(result.error ?? {}).flatMap(([name, keys]) => (keys ?? []).map((message) => word(name, message)))[0];
      if (refusal) alerts.error(refusal);
    }
    setDirty(isDirty());
  };

  return (
    <form {...formProps} ref={formRef} onChange={() => setDirty(isDirty())} className="flex flex-col gap-6">
      {dirty && <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('unsaved')}</p>}
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
                  {/* Off is said too, so a save names every switch it shows (a form without a switch leaves it as it is). */}
                  <input type="hidden" name={module.key} value="false" />
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
                      if (!input.checked) return;
                      // Switching a module on asks first (Warning !!! with Batal / Aktifkan): Batal leaves it off,
                      // Aktifkan enables it (saved at once).
                      if (await alerts.warning(t('enableWarning', { module: module.name }))) await enableModule(input, module.key);
                      else input.checked = false;
                      setDirty(isDirty());
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
              // The error list outside the label, so that the field's name stays its own.
              <div key={key} className="flex flex-col gap-1 text-sm">
                <label htmlFor={fields[key].id} className="font-mono text-xs text-stone-700">{key.replaceAll('_', ' ')}</label>
                {rule?.kind === 'choice' ? (
                  <select name={key} defaultValue={values[key]} {...fieldProps(key)} className={controlClass}>
                    {rule.values.map((choice) => <option key={choice} value={choice}>{choice.replaceAll('_', ' ')}</option>)}
                  </select>
                ) : (
                  <input name={key} defaultValue={values[key]} inputMode={rule?.kind === 'decimal' ? 'decimal' : rule?.kind === 'rupiah' ? 'numeric' : undefined} {...fieldProps(key)} className={controlClass} />
                )}
                <ErrorList id={fields[key].errorId} errors={errorsOf(key)} />
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-500">{t('waGateway')}</legend>
        {waGateway ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={fields.WHATSAPP_GATEWAY_URL.id} className="font-mono text-xs text-stone-700">WHATSAPP GATEWAY URL</label>
              <input name="WHATSAPP_GATEWAY_URL" defaultValue={waGateway.url} inputMode="url" {...fieldProps('WHATSAPP_GATEWAY_URL')} className={controlClass} />
              <ErrorList id={fields.WHATSAPP_GATEWAY_URL.errorId} errors={errorsOf('WHATSAPP_GATEWAY_URL')} />
            </div>
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={fields.WHATSAPP_GATEWAY_TOKEN.id} className="font-mono text-xs text-stone-700">WHATSAPP GATEWAY TOKEN</label>
              <input
                name="WHATSAPP_GATEWAY_TOKEN" type="password" defaultValue="" autoComplete="new-password" {...fieldProps('WHATSAPP_GATEWAY_TOKEN')}
                aria-describedby={errorsOf('WHATSAPP_GATEWAY_TOKEN').length ? `wa-token-state ${fields.WHATSAPP_GATEWAY_TOKEN.errorId}` : 'wa-token-state'}
                placeholder={waGateway.tokenSet ? '••••••••' : ''} className={controlClass}
              />
              <span id="wa-token-state" className="text-xs text-stone-600">{waGateway.tokenSet ? t('waTokenSet') : t('waTokenNotSet')}</span>
              <ErrorList id={fields.WHATSAPP_GATEWAY_TOKEN.errorId} errors={errorsOf('WHATSAPP_GATEWAY_TOKEN')} />
            </div>
            {waGateway.tokenSet && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={CLEAR_WA_TOKEN_FIELD} className={checkboxClass} />
                {t('waTokenClear')}
              </label>
            )}
            <div className="flex flex-col gap-1 text-sm sm:col-span-2">
              <label htmlFor={fields.WHATSAPP_GATEWAY_ALLOWED_HOSTS.id} className="font-mono text-xs text-stone-700">WHATSAPP GATEWAY ALLOWED HOSTS</label>
              <input name="WHATSAPP_GATEWAY_ALLOWED_HOSTS" defaultValue={waGateway.allowedHosts} {...fieldProps('WHATSAPP_GATEWAY_ALLOWED_HOSTS')}
                aria-describedby={errorsOf('WHATSAPP_GATEWAY_ALLOWED_HOSTS').length ? `wa-hosts-hint ${fields.WHATSAPP_GATEWAY_ALLOWED_HOSTS.errorId}` : 'wa-hosts-hint'} className={controlClass} />
              <span id="wa-hosts-hint" className="text-xs text-stone-600">{t('waAllowedHostsHint')}</span>
              <ErrorList id={fields.WHATSAPP_GATEWAY_ALLOWED_HOSTS.errorId} errors={errorsOf('WHATSAPP_GATEWAY_ALLOWED_HOSTS')} />
            </div>
          </div>
        ) : (
          <p className="text-sm text-stone-700">{t('waGatewayOwnerOnly')}</p>
        )}
      </fieldset>
      {(elsewhere.length > 0 || form.errors) && <p role="alert" className="text-sm text-red-700">{[...elsewhere, ...(form.errors ?? [])].join(' ')}</p>}
      <div>
        <Button type="submit" disabled={pending}>{pending ? tCommon('saving') : tCommon('save')}</Button>
      </div>
    </form>
  );
}

/**
 * While the form holds unsaved changes, leaving asks first: closing or reloading the tab (the browser's own question)
 * and a link inside the app (the menu, the header), which asks "Tinggalkan" / "Tidak" before it opens.
 */
function useUnsavedWarning(dirty: boolean, message: string, leaveLabel: string, confirm: (message: string, yesLabel?: string) => Promise<boolean>, go: (href: string) => void) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
      if (anchor.pathname === window.location.pathname && anchor.search === window.location.search) return;
      // Before the app's own link handling (which would open it): the capture phase on the document comes first.
      event.preventDefault();
      event.stopPropagation();
      const href = anchor.pathname + anchor.search + anchor.hash;
      void confirm(message, leaveLabel).then((leave) => {
        if (!leave) return;
        window.removeEventListener('beforeunload', beforeUnload);
        document.removeEventListener('click', click, true);
        go(href);
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, message, leaveLabel, confirm, go]);
}

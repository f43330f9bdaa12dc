import { getTranslations } from 'next-intl/server';
import { SettingsForm, type ModuleGroupView } from '@/features/settings/components/settings-form';
import { MODULE_GROUPS, type ModuleGroup } from '@/features/settings/module-groups';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { BUILT_PATHS, routeTitleKey } from '@/lib/routes';
import { screensOfModule, titleFromPath } from '@/lib/routes/module-screens';
import { isWaGatewayKey, SYSTEM_VARIABLES } from '@/lib/settings/keys';
import { canSetWaGateway } from '@/features/settings/services/update-settings';
import { translateKey } from '@/lib/i18n/keys';
import { SETTINGS_MESSAGES } from '@/features/settings/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function SettingSystemPage() {
  const ctx = await requirePage('/settingsystem');
  const t = await getTranslations();
  // Screens by their title where they have one (built), else by their path; read from the route table, so always true.
  const screenName = (path: string) => (BUILT_PATHS.has(path) ? translateKey(t, routeTitleKey(path)) : titleFromPath(path));
  const names = (paths: string[]) => paths.map(screenName).join(', ');
  const groups: ModuleGroupView[] = (Object.entries(MODULE_GROUPS) as [ModuleGroup, (typeof MODULE_GROUPS)[ModuleGroup]][]).map(([group, keys]) => ({
    key: group,
    title: t(`modules.groups.${group}`),
    modules: keys.map((key) => {
      const { opens, closes, restricts } = screensOfModule(key);
      return {
        key,
        name: t(`modules.items.${key}.name`),
        description: t(`modules.items.${key}.description`),
        screens: [
          ...(opens.length ? [t('modules.opens', { screens: names(opens) })] : []),
          ...(closes.length ? [t('modules.closes', { screens: names(closes) })] : []),
          ...(restricts ? [t('modules.restricts', { levels: restricts.levels.join(', '), screens: names(restricts.paths) })] : []),
        ],
      };
    }),
  }));
  return (
    <ClientMessages namespaces={SETTINGS_MESSAGES}>
      <PagePanel title={t('routes.settingsystem')} reloadable>
        <SettingsForm
          groups={groups}
          variables={Object.keys(SYSTEM_VARIABLES).filter((key) => !isWaGatewayKey(key))}
          // The gateway's settings travel only to those who may set them, and the token never: whether one is set.
          values={Object.fromEntries(Object.entries(ctx.settings).filter(([key]) => !isWaGatewayKey(key)))}
          waGateway={canSetWaGateway(ctx) ? {
            url: ctx.settings.WHATSAPP_GATEWAY_URL ?? '', allowedHosts: ctx.settings.WHATSAPP_GATEWAY_ALLOWED_HOSTS ?? '',
            tokenSet: (ctx.settings.WHATSAPP_GATEWAY_TOKEN ?? '') !== '',
          } : null}
        />
      </PagePanel>
    </ClientMessages>
  );
}

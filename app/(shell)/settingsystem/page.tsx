import { getTranslations } from 'next-intl/server';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { MODULE_FLAGS, SYSTEM_VARIABLES } from '@/lib/settings/keys';
import { SETTINGS_MESSAGES } from '@/features/settings/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function SettingSystemPage() {
  const ctx = await requirePage('/settingsystem');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={SETTINGS_MESSAGES}>
      <PagePanel title={t('settingsystem')} reloadable>
        <SettingsForm modules={Object.keys(MODULE_FLAGS)} variables={Object.keys(SYSTEM_VARIABLES)} values={{ ...ctx.settings }} />
      </PagePanel>
    </ClientMessages>
  );
}

import { getTranslations } from 'next-intl/server';
import { MenuTiles } from '@/components/shell/menu-tiles';
import { PagePanel } from '@/components/shell/page-panel';
import { getMenu, requirePage } from '@/lib/auth/dal';

export default async function HomePage() {
  const ctx = await requirePage('/home');
  const t = await getTranslations();
  const groups = getMenu(ctx);
  return (
    <PagePanel title={t('routes.home')} reloadable>
      <p className="mb-4 text-sm text-stone-600">{t('home.welcome', { name: ctx.user.namaUser || ctx.user.userId })}</p>
      {groups.length === 0 && <p className="text-sm text-stone-500">{t('home.empty')}</p>}
      <MenuTiles linkHeadings />
    </PagePanel>
  );
}

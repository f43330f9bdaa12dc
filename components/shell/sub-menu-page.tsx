import { getTranslations } from 'next-intl/server';
import { gateContextOf } from '@/lib/auth/context';
import { requirePage } from '@/lib/auth/dal';
import { buildMenu } from '@/lib/menu/build';
import { findRoute, routeTitleKey } from '@/lib/routes';
import { MenuTiles } from './menu-tiles';
import { PagePanel } from './page-panel';
import { translateKey } from '@/lib/i18n/keys';

/** One component for the ten sub-menu routes: the tiles of one menu group that this user may open. */
export async function SubMenuPage({ path }: { path: string }) {
  const ctx = await requirePage(path);
  const t = await getTranslations();
  const group = findRoute(path)?.subMenuOf;
  const groups = buildMenu(gateContextOf(ctx)).filter((node) => node.key === group);
  return (
    <PagePanel title={translateKey(t, routeTitleKey(path))} tutorial>
      {groups.length === 0 ? <p className="text-sm text-stone-500">{t('home.empty')}</p> : <MenuTiles group={group} />}
    </PagePanel>
  );
}

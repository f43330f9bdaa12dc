import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MenuIcon } from '@/components/shell/menu-icons';
import { PagePanel } from '@/components/shell/page-panel';
import { gateContextOf } from '@/lib/auth/context';
import { requirePage } from '@/lib/auth/dal';
import { buildMenu, flattenMenu } from '@/lib/menu/build';

export default async function HomePage() {
  const ctx = await requirePage('/home');
  const t = await getTranslations();
  const groups = buildMenu(gateContextOf(ctx));
  return (
    <PagePanel title={t('routes.home')} reloadable>
      <p className="mb-4 text-sm text-stone-600">{t('home.welcome', { name: ctx.user.namaUser || ctx.user.userId })}</p>
      {groups.length === 0 && <p className="text-sm text-stone-500">{t('home.empty')}</p>}
      <div className="space-y-6">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`tiles-${group.key}`}>
            <h2 id={`tiles-${group.key}`} className="mb-2 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-stone-500">
              <MenuIcon group={group.key} size={16} /> {t(group.titleKey as 'menu.dashboard')}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {flattenMenu(group.children).map((leaf) => (
                <li key={leaf.key}>
                  <Link href={leaf.href} className="flex h-24 flex-col items-center justify-center gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3 text-center text-sm font-medium text-stone-700 transition hover:border-amber-400 hover:bg-amber-50 hover:text-amber-800">
                    <MenuIcon group={group.key} size={22} />
                    {t(leaf.titleKey as 'routes.home')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PagePanel>
  );
}

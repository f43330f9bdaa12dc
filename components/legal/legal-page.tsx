import { Icon } from '@/components/shell/icons';
import { AppLink } from '../shell/in-app-links';
import { getTranslations } from 'next-intl/server';
import { getSessionContext } from '@/lib/auth/dal';
import { BrandMark } from '../shell/brand-mark';

/**
 * The public pages: terms and conditions, privacy policy. Paragraphs come from the messages. They are opened from
 * the login page or from inside the app, so the way back goes to where the reader belongs: /home with a session,
 * the login page without one (a link works where history back does not, e.g. a page opened in a new tab).
 */
export async function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const [t, tCommon, ctx] = await Promise.all([getTranslations('legal'), getTranslations('common'), getSessionContext()]);
  const paragraphs = t(`${kind}Body`).split('\n\n');
  const back = ctx ? { href: '/home', label: tCommon('backHome') } : { href: '/', label: t('backToLogin') };
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex items-center justify-between gap-4">
        <AppLink href={back.href} aria-label="Kilau"><BrandMark /></AppLink>
        <AppLink href={back.href} className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-amber-800 hover:bg-amber-50">
          <Icon name="arrowLeft" size={16} /> {back.label}
        </AppLink>
      </div>
      <article className="mt-8 rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">{t(`${kind}Title`)}</h1>
        {paragraphs.map((text, index) => <p key={index} className="mt-4 text-sm leading-6 text-stone-700">{text}</p>)}
      </article>
    </main>
  );
}

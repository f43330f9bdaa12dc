import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BrandMark } from '../shell/brand-mark';

/** The public pages: terms and conditions, privacy policy. Paragraphs come from the messages. */
export async function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const t = await getTranslations('legal');
  const paragraphs = t(`${kind}Body`).split('\n\n');
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Link href="/" aria-label="Kilau"><BrandMark /></Link>
      <article className="mt-8 rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">{t(`${kind}Title`)}</h1>
        {paragraphs.map((text, index) => <p key={index} className="mt-4 text-sm leading-6 text-stone-700">{text}</p>)}
      </article>
    </main>
  );
}

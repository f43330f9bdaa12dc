import 'server-only';
import type { CanonicalSubject } from '@/lib/auth/otorisasi-subject';
import { describeSubject, type SubjectTexts } from '../describe-subject';
import id from '@/messages/id.json';

type Texts = Record<string, unknown>;

/**
 * What a grant approves, in the shop's language (Indonesian), for callers without a page's translator: the
 * authenticator app's list of open requests and the fingerprint reader's screen.
 */
export function describeInIndonesian(subject: CanonicalSubject | null): string[] {
  if (!subject) return [];
  const texts = id.otorisasi.subject as Texts;
  const t = ((key: string, values: Record<string, string> = {}) => {
    const message = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
    // The build precompiles the messages ("Dokumen {document}" becomes ["Dokumen ", ["document"]]); tests read the text.
    if (Array.isArray(message)) return message.map((part) => (Array.isArray(part) ? values[String(part[0])] ?? '' : String(part))).join('');
    return String(message ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  }) as SubjectTexts;
  return describeSubject(subject, t);
}

// Checked by `tsc`, never run: the message keys stay typed (global.d.ts). If a wrong key stopped failing, each
// expected error below would become an error of its own ("Unused '@ts-expect-error' directive").
import type { getTranslations } from 'next-intl/server';
import type { ErrorKey } from '@/lib/errors/app-error';
import type { KeyIn, MessageKey } from './keys';

type Translate = Awaited<ReturnType<typeof getTranslations<'errors'>>>;
declare const t: Translate;

export const known: [string, MessageKey, ErrorKey, KeyIn<'reports', 'columns'>] = [t('unexpected'), 'common.save', 'notFound', 'berat'];
// @ts-expect-error a key the messages do not have
export const missing = t('noSuchKey');
// @ts-expect-error a namespace is not a text
export const notALeaf: MessageKey = 'reports.columns';
// @ts-expect-error an error key that is not under errors.
export const notAnError: ErrorKey = 'save';

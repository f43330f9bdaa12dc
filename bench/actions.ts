// Server actions called over HTTP as the browser calls them: POSTed to their screen's path with the `next-action`
// header naming the id Next gave the action (read from the build's manifest), the arguments in React's reply encoding.
import fs from 'node:fs';

let manifest: Record<string, { exportedName?: string; filename?: string }> | undefined;

/** The id Next gave the server action exported as `exportedName`, from .next/server/server-reference-manifest.json. */
export function actionId(exportedName: string): string {
  manifest ??= (JSON.parse(fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  }).node;
  const found = Object.entries(manifest).filter(([, entry]) => entry.exportedName === exportedName);
  if (found.length === 0) throw new Error(`${exportedName} is not in .next/server/server-reference-manifest.json`);
  if (new Set(found.map(([, entry]) => entry.filename)).size > 1) throw new Error(`${exportedName} names several actions in the manifest`);
  return found[0][0];
}

/** A POST of action `id` on screen `page` with `body` (a JSON argument list, or a FormData); the raw answer. */
export async function postAction(base: string, page: string, cookie: string, id: string, body: string | FormData, signal?: AbortSignal): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { cookie, 'next-action': id, accept: 'text/x-component' };
  if (typeof body === 'string') headers['content-type'] = 'text/plain;charset=UTF-8';
  const response = await fetch(`${base}${page}`, { method: 'POST', body, headers, signal });
  return { status: response.status, text: await response.text() };
}

/**
 * The value an action returned, from its answer's RSC rows: row 0 names the row holding it (`"a":"$@1"`). Strings that
 * start with `$` come escaped as `$$`; nothing the bench reads does.
 */
export function actionValue<T>(text: string): T {
  const rows = new Map<string, string>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) rows.set(line.slice(0, colon), line.slice(colon + 1));
  }
  const head = JSON.parse(rows.get('0') ?? 'null') as { a?: string } | null;
  const ref = /^\$@([0-9a-f]+)$/.exec(head?.a ?? '');
  const raw = ref ? rows.get(ref[1]) : undefined;
  if (raw === undefined) throw new Error(`no action value in the answer: ${text.slice(0, 200)}`);
  return JSON.parse(raw) as T;
}

/** Action `id` on `page` with arguments `args`, as the screen calls it; its answer's value. */
export async function callAction<T>(base: string, page: string, cookie: string, id: string, args: unknown[], signal?: AbortSignal): Promise<T> {
  const { status, text } = await postAction(base, page, cookie, id, JSON.stringify(args), signal);
  if (status !== 200) throw new Error(`${page} action answered ${status}`);
  return actionValue<T>(text);
}

/**
 * A form action (`(previous, formData)`, useActionState's shape) on `page` with the form's `fields`; its answer's value.
 * The FormData is the second argument, reference 1: its fields travel as `_1_<name>`, row 0 lists the arguments.
 */
export async function callFormAction<T>(base: string, page: string, cookie: string, id: string, fields: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(`_1_${name}`, value);
  form.set('0', '["$undefined","$K1"]');
  const { status, text } = await postAction(base, page, cookie, id, form, signal);
  if (status !== 200) throw new Error(`${page} form action answered ${status}`);
  return actionValue<T>(text);
}

import { parseWithZod } from '@conform-to/zod/v4';
import { getTranslations } from 'next-intl/server';
import { withApiUser } from '@/lib/api/api-handler';
import { parseCatalogueCall } from '@/features/katalog/api/catalogue-api';
import { getDb } from '@/lib/db/client';
import { presentRow } from '@/features/katalog/api/present-row';
import { formFromJson } from '@/lib/api/json-form';
import { keepFieldOf, MASTERS, type MasterId } from '@/lib/masters/definitions';
import { masterSchema } from '@/lib/masters/schema';
import { readHargaGlobal } from '@/features/parameters/services/harga-global';
import { requireMasterAccess } from '@/lib/masters/master-access';
import { getMaster, listMaster } from '@/features/masters/services/read-master';
import { deleteMaster, saveMaster } from '@/features/masters/services/save-master';
import { BAD_TEXT_KEY, hasBadText } from '@/lib/http/bad-text';
import { ValidationError } from '@/lib/errors/app-error';
import { translateKey } from '@/lib/i18n/keys';
import { toErrorKey } from '@/lib/i18n/error-key';

type Params = { params: Promise<{ path: string[] }> };

/**
 * A JSON object, or multipart form data (needed for images), as FormData for the screens' schema; bad text is refused,
 * and `invalid` names the JSON fields whose value is refused (an object, or a text field that is not a string).
 */
async function readBody(request: Request, id: MasterId): Promise<{ form: FormData; invalid: string[] } | null> {
  const type = request.headers.get('content-type') ?? '';
  const body: unknown = type.startsWith('multipart/form-data') ? await request.formData().catch(() => null) : await request.json().catch(() => null);
  if (hasBadText(body)) throw ValidationError(BAD_TEXT_KEY);
  if (body instanceof FormData) return { form: body, invalid: [] };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  return formFromJson(body as Record<string, unknown>, MASTERS[id].fields);
}

/**
 * The customer app's catalogue calls under /api/v1/app/…: bearer token, then the same gate, service and validation as
 * the screens. Answers JSON: { data } on success, { message, errors? } otherwise.
 */
async function handle(request: Request, { params }: Params): Promise<Response> {
  const t = await getTranslations();
  const call = parseCatalogueCall(request.method, (await params).path);
  if (!call) return Response.json({ message: t('errors.notFound') }, { status: 404 });
  const labelOf = (field: string) => translateKey(t, `masters.fields.${field}`);
  return withApiUser(request, async (ctx) => {
    // Checked before the body is read, so a refused caller hears 403 whatever it sent; the services check again.
    requireMasterAccess(ctx, call.id);
    const master = MASTERS[call.id];
    const present = { origin: new URL(request.url).origin, hargaGlobal: await readHargaGlobal(getDb()), settings: ctx.settings };
    if (call.op === 'list') {
      const rows = await listMaster({ ctx, input: { id: call.id } });
      return Response.json({ data: rows.map((row) => presentRow(call.id, row, present)) });
    }
    if (call.op === 'delete') {
      await deleteMaster({ ctx, input: { id: call.id, key: call.key } });
      return Response.json({ message: t('masters.katalog.deleted') });
    }
    const body = await readBody(request, call.id);
    if (!body) return Response.json({ message: t('errors.badBody') }, { status: 400 });
    const { form, invalid } = body;
    if (invalid.length) {
      const known = new Set(master.fields.map((field) => field.name));
      const errors = Object.fromEntries(invalid.map((field) => [field, [known.has(field) ? t('errors.fieldInvalid', { label: labelOf(field) }) : t('errors.badBody')]]));
      return Response.json({ message: Object.values(errors).flat()[0], errors }, { status: 400 });
    }
    const key = call.op === 'update' ? call.key : undefined;
    if (key) form.set(master.fields.find((f) => f.key)!.name, key);
    // The app edits an image list by sending back the stored keys it keeps, as it read them (gambar_path).
    for (const field of master.fields.filter((f) => f.kind === 'images')) {
      if (!form.has(keepFieldOf(field.name))) for (const path of form.getAll(`${field.name}_path`)) form.append(keepFieldOf(field.name), path);
    }
    // Parsed here for every field's message at once; the service parses again and keeps the first.
    const submission = parseWithZod(form, { schema: masterSchema(call.id, key ? 'edit' : 'create') });
    if (submission.status !== 'success') {
      const errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, keys]) =>
        [field, (keys ?? []).map((k) => t(`errors.${toErrorKey(k)}`, { label: labelOf(field) }))]));
      return Response.json({ message: Object.values(errors).flat()[0] ?? t('errors.badBody'), errors }, { status: 400 });
    }
    await saveMaster({ ctx, input: { id: call.id, key, value: submission.value } });
    const saved = await getMaster({ ctx, input: { id: call.id, key: key ?? String(submission.value[master.fields.find((f) => f.key)!.name]) } });
    return Response.json({ message: t(key ? 'masters.katalog.updated' : 'masters.katalog.created'), data: saved && presentRow(call.id, saved, present) }, { status: key ? 200 : 201 });
  }, { labelOf });
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE };

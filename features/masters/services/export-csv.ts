import 'server-only';
import { csvLines } from '@/lib/client/csv';
import type { SessionContext } from '@/lib/auth/context';
import { getDb } from '@/lib/db/client';
import { contentDisposition } from '@/lib/http/with-access';
import { listBatches } from '@/lib/paging/find-page';
import { MASTER_SERVICES } from '@/features/masters/services/registry';
import { formatHashtags, MASTERS, type MasterField, type MasterId, type MasterRow } from '@/lib/masters/definitions';

/** A cell of the CSV export: lists joined by commas, hashtags with their #. */
function csvText(kind: MasterField['kind'], value: MasterRow[string] | undefined): string | number {
  if (Array.isArray(value)) return kind === 'tags' ? formatHashtags(value) : value.join(', ');
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  return value ?? '';
}

/** Every row of a master's list in the user's scope as `<id>.csv`, streamed from a cursor batch by batch. */
export function exportMasterCsv({ ctx, input: { id } }: { ctx: SessionContext; input: { id: MasterId } }): Response {
  const fields = MASTERS[id].fields;
  const batches = listBatches<MasterRow>(getDb(), MASTER_SERVICES[id].source(ctx));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLines([fields.map((field) => field.name)])}`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLines(next.value.map((row) => fields.map((field) => csvText(field.kind, row[field.name]))))));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': contentDisposition('attachment', `${id}.csv`), 'Cache-Control': 'no-store' },
  });
}

import { withAccess } from '@/lib/http/with-access';
import { MASTER_IDS, MASTERS, type MasterId } from '@/lib/masters/definitions';
import { exportMasterCsv } from '@/features/masters/services/export-csv';

// GET /api/masters/<id>/csv: the whole list as CSV, checked like the list's page.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const known = (MASTER_IDS as readonly string[]).includes(id) && MASTERS[id as MasterId].csv ? (id as MasterId) : null;
  return withAccess(known ? MASTERS[known].path : null, async (ctx) => exportMasterCsv({ ctx, input: { id: known! } }));
}

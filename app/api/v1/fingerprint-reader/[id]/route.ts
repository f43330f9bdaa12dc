import { withApiUser } from '@/lib/api/api-handler';
import { revokeReader } from '@/features/otorisasi/services/reader';

/** DELETE fingerprint-reader/{id} (OWN, SU): revokes a reader at once; 404 when no live reader has that id. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return withApiUser(request, async (ctx) => Response.json({ data: await revokeReader({ ctx, input: { id: /^\d+$/.test(id) ? Number(id) : NaN } }) }));
}

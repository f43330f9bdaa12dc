import { readJson, withApiUser } from '@/lib/api/api-handler';
import { listReaders, registerReader } from '@/features/otorisasi/services/reader';

/** GET fingerprint-reader: the registered readers, without their tokens (OWN, SU). */
export async function GET(request: Request) {
  return withApiUser(request, async (ctx) => Response.json({ data: await listReaders({ ctx }) }));
}

/**
 * POST fingerprint-reader {kode_toko, nama_reader} (OWN, SU): registers a shop's reader and answers 201
 * {id, kode_toko, nama_reader, token}; the token is shown this once and goes in the reader's `Authorization: Reader <token>`.
 */
export async function POST(request: Request) {
  return withApiUser(request, async (ctx) => {
    const body = await readJson(request);
    return Response.json({ data: await registerReader({ ctx, input: { kode_toko: body?.kode_toko, nama_reader: body?.nama_reader } }) }, { status: 201 });
  });
}

import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { apiErrorResponse, withApiUser } from '@/lib/api/api-handler';
import { readerFromToken, readerTokenOf, type ReaderContext } from '../services/reader';

/**
 * A call only the shop's registered fingerprint reader may make, with `Authorization: Reader <token>`: 401 "Invalid
 * Token" for an unknown or revoked reader or no credentials, 403 for a user's bearer token (a user is never the reader).
 */
export async function withReader(request: Request, work: (reader: ReaderContext) => Promise<Response>): Promise<Response> {
  const token = readerTokenOf(request);
  if (!token) return withApiUser(request, async () => { throw new AppError('forbidden', 'fingerprintReaderOnly'); });
  const reader = await readerFromToken(token);
  if (!reader) return Response.json({ message: 'Invalid Token' }, { status: 401 });
  try {
    return await work(reader);
  } catch (error) {
    return apiErrorResponse(error);
  }
}

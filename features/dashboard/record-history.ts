// No 'server-only' marker: the demo generator records its history through it outside Next.
import type { Db } from '@/lib/db/client';
import { insertChunked } from '@/lib/db/insert-chunked';
import { recordServiceHistory, type ServiceRecord } from '@/features/service/kernel';
import { member } from './schema';

export type { ServiceRecord };
export type MemberRecord = typeof member.$inferInsert;

/**
 * Repairs and members as they were (the demo's history, read by the dashboard). The service and member screens
 * (issues 28 and 29) will write through verbs of their own; this only records what already happened.
 */
export async function recordServicesAndMembers(db: Db, history: { services: ServiceRecord[]; members: MemberRecord[] }): Promise<void> {
  await recordServiceHistory(db, history.services);
  await insertChunked(db, member, history.members);
}

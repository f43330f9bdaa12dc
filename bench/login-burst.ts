// Other users' latency while a burst of wrong logins hashes passwords: each scrypt hash takes 128 MiB and a core for a
// third of a second, so unbounded hashing starved every other request (7.9 s max before hashing was bounded).

type Latencies = { p50: number; p99: number; max: number; samples: number };

function summarise(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted[sorted.length - 1]), samples: sorted.length };
}

/** Two clients open /home back to back until `until` resolves (or for `ms`); every latency is kept. */
async function sampleHome(base: string, cookie: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => { done = true; });
  const samples: number[] = [];
  const client = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${base}/home`, { headers: { cookie }, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/home answered ${response.status} during the login burst`);
      samples.push(performance.now() - started);
    }
  };
  await Promise.all([client(), client()]);
  return samples;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchLoginBurst(base: string, cookie: string, burst = 40) {
  const quiet = await sampleHome(base, cookie, pause(3000));
  const started = performance.now();
  const logins = Promise.all(Array.from({ length: burst }, (_, i) =>
    fetch(`${base}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
      body: JSON.stringify({ user_id: `tebak${i}`, password: 'salah-sekali' }),
    }).then((response) => response.status)));
  const during = await sampleHome(base, cookie, logins);
  const statuses = await logins;
  const burstMs = Math.round(performance.now() - started);
  const quietStats = summarise(quiet);
  const duringStats = summarise(during);
  return {
    burst,
    quiet: quietStats,
    during: duringStats,
    p99Ratio: Number((duringStats.p99 / Math.max(1, quietStats.p99)).toFixed(2)),
    checked: statuses.filter((status) => status === 401).length,
    refused: statuses.filter((status) => status === 429).length,
    burstMs,
  };
}

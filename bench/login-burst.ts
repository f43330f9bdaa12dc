// Other users' latency while a burst of wrong logins hashes passwords: each scrypt hash takes 128 MiB and a core for a
// third of a second, so unbounded hashing starved every other request (7.9 s max before hashing was bounded).

type Latencies = { p50: number; p99: number; max: number; samples: number };
type Target = { url: string; headers: Record<string, string> };

function summarise(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted[sorted.length - 1]), samples: sorted.length };
}

/** One client per target asks back to back until `until` settles; every latency is kept, per target. */
async function sample(targets: Target[], until: Promise<unknown>): Promise<number[][]> {
  let done = false;
  void until.finally(() => { done = true; });
  return Promise.all(targets.map(async ({ url, headers }) => {
    const samples: number[] = [];
    while (!done) {
      const started = performance.now();
      const response = await fetch(url, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status} during the login burst`);
      samples.push(performance.now() - started);
    }
    return samples;
  }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Another user's two kinds of request, quiet and during `burst` concurrent wrong logins for as many accounts from as
 * many addresses (so the throttle refuses none and every one is hashed): a catalogue API call with a bearer token, and
 * the /home page.
 */
export async function benchLoginBurst(base: string, cookie: string, burst = 40) {
  const tokenResponse = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: 'owner', password: 'owner123' }),
  });
  const { token } = await tokenResponse.json() as { token: string };
  const targets: Target[] = [
    { url: `${base}/api/v1/app/kategori-katalog`, headers: { authorization: `Bearer ${token}` } },
    { url: `${base}/home`, headers: { cookie } },
  ];
  const quiet = await sample(targets, pause(3000));
  const started = performance.now();
  const logins = Promise.all(Array.from({ length: burst }, (_, i) =>
    fetch(`${base}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
      body: JSON.stringify({ user_id: `tebak${i}`, password: 'salah-sekali' }),
    }).then((response) => response.status)));
  const during = await sample(targets, logins);
  const statuses = await logins;
  return {
    burst,
    api: { quiet: summarise(quiet[0]), during: summarise(during[0]) },
    home: { quiet: summarise(quiet[1]), during: summarise(during[1]) },
    checked: statuses.filter((status) => status === 401).length,
    refused: statuses.filter((status) => status === 429).length,
    burstMs: Math.round(performance.now() - started),
  };
}

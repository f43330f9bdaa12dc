import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The demo generator runs outside Next (npm run db:seed, server.ts's first start), where a module marked
// 'server-only' throws on import: it may reach other features only through their kernel.ts. Vitest maps
// 'server-only' to an empty module, so this loads the demo in a plain Node process instead.
describe('the demo generator', () => {
  it('loads in plain Node, without any server-only module', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e',
      "const demo = await import('./features/demo/index.ts'); console.log(typeof demo.seedDemo);"], { cwd: process.cwd(), timeout: 120_000 });
    await expect(run).resolves.toMatchObject({ stdout: 'function\n' });
  }, 150_000);
});

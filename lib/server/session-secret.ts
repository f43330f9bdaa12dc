import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * SESSION_SECRET comes from the environment. A fresh demo machine has none: then one is made once
 * and kept in ./data/session-secret (mode 600), so restarts keep everyone logged in.
 */
export function ensureSessionSecret(dataDir: string): void {
  if (process.env.SESSION_SECRET) return;
  const file = path.join(dataDir, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = fs.readFileSync(file, 'utf8').trim();
}

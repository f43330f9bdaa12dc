import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the runtime', () => {
  it('is Node.js 24, the version package.json pins, whatever Node.js the machine has', () => {
    const pinned = JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies.node as string;
    expect(process.versions.node).toBe(pinned);
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});

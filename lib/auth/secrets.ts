/**
 * SESSION_SECRET holds one secret, or several as `id:secret` pairs separated by commas for rotation:
 * the highest id seals new cookies, the others still open cookies sealed before the rotation.
 */
export function parseSessionSecrets(raw: string | undefined): Record<string, string> {
  if (!raw) throw new Error('SESSION_SECRET is not set');
  const parts = raw.split(',').map((part) => part.trim()).filter(Boolean);
  const pairs = parts.map((part, index) => {
    const match = /^(\d+):(.+)$/.exec(part);
    return match ? ([match[1], match[2]] as const) : ([String(parts.length === 1 ? 1 : index + 1), part] as const);
  });
  for (const [, secret] of pairs) {
    if (secret.length < 32) throw new Error('Every SESSION_SECRET must be at least 32 characters long');
  }
  return Object.fromEntries(pairs);
}

import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a scan with a user's stored templates. The default compares templates exactly (a reader that sends the same
 * template for the same finger); a reader vendor's matcher implements the same call and is set with setFingerprintMatcher.
 */
export interface FingerprintMatcher {
  matches(scan: string, templates: readonly string[]): Promise<boolean>;
}

export const exactTemplateMatcher: FingerprintMatcher = {
  async matches(scan, templates) {
    const probe = Buffer.from(scan);
    return templates.some((template) => {
      const stored = Buffer.from(template);
      return stored.length === probe.length && timingSafeEqual(stored, probe);
    });
  },
};

const holder = globalThis as { __kilauFingerprintMatcher?: FingerprintMatcher };
export const getFingerprintMatcher = () => holder.__kilauFingerprintMatcher ?? exactTemplateMatcher;
export function setFingerprintMatcher(matcher: FingerprintMatcher) {
  holder.__kilauFingerprintMatcher = matcher;
}

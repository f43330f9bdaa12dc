import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what issue 14 asks every screen to pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

/** One line per violation: its rule, impact, help and the elements that fail, so a failure names what to fix. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 8).map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`);
    const more = violation.nodes.length > 8 ? [`    … and ${violation.nodes.length - 8} more`] : [];
    return [`${violation.id} (${violation.impact}): ${violation.help}`, ...targets, ...more].join('\n');
  }).join('\n');
}

/** Runs axe on the page as it is now and fails on any serious or critical WCAG A/AA violation, listing them. */
export async function expectNoSeriousViolations(page: Page, label = page.url()) {
  // Judged at rest: a toast still fading in is half transparent, and axe would measure its colours mid-way. Endless
  // animations (a spinner) are not waited for.
  await page.waitForFunction(() => document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const elements = serious.reduce((sum, violation) => sum + violation.nodes.length, 0);
  expect(serious, `axe on ${label}: ${serious.length} serious or critical violations on ${elements} elements\n${describeViolations(serious)}`).toEqual([]);
}

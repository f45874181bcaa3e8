// The accessibility scan the study specs share: axe-core's WCAG 2.2 AA and best-practice rules over
// the page, or the part `include` names; what counts is a serious or critical violation, told by its
// rule and up to five of its targets.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Scan {
  /** A selector: only that part of the page. */
  include?: string;
  tags?: string[];
}

export async function seriousViolations(page: Page, { include, tags = WCAG_22_AA }: Scan = {}) {
  const builder = new AxeBuilder({ page }).withTags(tags);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
}

/** Fails naming each serious or critical violation; `where` says which page or view, when a test scans several. */
export async function expectNoSeriousViolation(page: Page, { where, ...scan }: Scan & { where?: string } = {}) {
  const serious = await seriousViolations(page, scan);
  expect(serious, `${where ? `${where}: ` : ''}${JSON.stringify(serious)}`).toEqual([]);
}

// Where a test's screenshots go: PORTAL_SHOTS_DIR when set (a folder outside the repository, for
// whoever wants to look at them), else the test's own output folder, so a run writes nothing
// outside test-results/.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test } from './test';

export const shot = (name: string) => (process.env.PORTAL_SHOTS_DIR ? path.join(process.env.PORTAL_SHOTS_DIR, name) : test.info().outputPath(name));

/**
 * A screenshot to look at, never asserted: taken only when PORTAL_SHOTS_DIR asks for them, so the
 * suite does not spend its time encoding pictures nobody opens.
 */
export async function lookAt(target: Page | Locator, name: string, { fullPage = false } = {}) {
  const dir = process.env.PORTAL_SHOTS_DIR;
  if (!dir) return;
  const file = path.join(dir, name);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

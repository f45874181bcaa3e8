import type { Page } from '@playwright/test';

/**
 * Script paths the page requests from now on, in order: for the tests that prove an island's code
 * loads only when it is asked for. Chunks are told apart by name (`mount`, `react`, `SlideCarousel` …).
 */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Reloads the page and answers the scripts it requested until its load event, and every one it requests later. */
export async function reloadRecordingScripts(page: Page): Promise<string[]> {
  const scripts = recordScripts(page);
  await page.reload();
  await page.waitForLoadState('load');
  return scripts;
}

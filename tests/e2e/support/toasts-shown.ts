// Every toast the tab showed, however briefly. Signing in or registering toasts and goes on to the
// next page, which shows the handed-over toast for its 3 s: a slow machine can spend those before
// the test looks. An init script records on every page of the test into the tab's sessionStorage,
// so what the page before the navigation showed still counts.
import type { Page } from '@playwright/test';

const KEY = 'e2e:toasts-shown';

export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const toast of [node, ...node.querySelectorAll('[data-toast]')]) {
            if (!toast.matches('[data-toast]')) continue;
            const shown = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
            sessionStorage.setItem(key, JSON.stringify([...shown, toast.textContent ?? '']));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, KEY);
}

/** The texts of the toasts the tab has shown so far, on this page and the ones before it. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], KEY);
}

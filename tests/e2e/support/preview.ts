// The phone-frame preview as the specs open it: triggers of the shape the personal centre's
// (tests/e2e/preview.spec.ts, security-messages.spec.ts) and the frame inside the modal.
import type { Page } from './test';

/** Adds the triggers of this suite to the header: the personal centre's preview and two notices. */
export async function addTriggers(page: Page) {
  await page.evaluate(() => {
    const header = document.querySelector('[data-site-header]')!;
    const add = (label: string, data: Record<string, string>) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      Object.assign(button.dataset, data);
      header.append(button);
    };
    add('personal centre', { openPreview: '', previewPath: '/mine', testTrigger: 'preview' });
    add('not on PC', { pcUnavailable: '', testTrigger: 'pc' });
    add('study on PC', { pcUnavailable: 'study', testTrigger: 'pc-study' });
  });
}

export const trigger = (page: Page, name: string) => page.locator(`[data-test-trigger="${name}"]`);
export const frame = (page: Page) => page.frameLocator('[data-preview-frame]');

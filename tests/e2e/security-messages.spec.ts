// @security: the phone-frame preview hears sign-in messages only from its own frame. A page of
// another origin (a server of this spec, on a port of its own) that the portal opened posts a
// forged sign-in to its opener: the portal stores nothing and still treats the visitor as signed
// out.
import { createServer, type Server } from 'node:http';
import { addTriggers, frame, trigger } from './support/preview';
import { at } from './support/tenants';
import { expect, test } from './support/test';

const foreignPort = Number(process.env.E2E_PORT ?? 4391) + 24;
const FOREIGN_PAGE = `<!doctype html><title>foreign</title><script>
  window.opener.postMessage({ type: 'portal:login', userId: '666', token: 'forged-from-afar' }, '*');
  window.opener.postMessage({ type: 'portal:ready' }, '*');
  document.title = 'sent';
</script>`;
let foreign: Server;

test.beforeAll(async () => {
  foreign = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(FOREIGN_PAGE));
  await new Promise<void>((resolve) => foreign.listen(foreignPort, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

test('a sign-in posted by a page of another origin is ignored by the preview @security', async ({ page, baseURL, context }) => {
  await page.goto(at(baseURL, 'demo', '/'));
  await addTriggers(page);
  await trigger(page, 'preview').click();
  await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-out');
  await frame(page).locator('body').evaluate((body) => (body.dataset.state = 'waiting'));

  const popupOpened = context.waitForEvent('page');
  await page.evaluate((url) => void window.open(url), `http://127.0.0.1:${foreignPort}/`);
  const popup = await popupOpened;
  await expect(popup).toHaveTitle('sent');

  // The frame, genuinely, says it is ready: the portal answers 'log out' only while nobody is signed in.
  await frame(page).locator('body').evaluate(() => window.parent.postMessage({ type: 'portal:ready' }, window.location.origin));
  await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-out');
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.includes(':session:token')));
  expect(JSON.stringify(stored)).not.toContain('forged-from-afar');
  await expect(page.getByRole('link', { name: /登录/ }).first()).toBeVisible();
});

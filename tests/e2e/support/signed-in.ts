// A describe block whose tests all start signed in: its beforeEach, in one line at the top of the
// block, so the block reads as who the student is before what they do. And a phone beside the
// test's own page, signed in the same way, for the "on a phone" cases.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signIn } from './accounts';
import { PHONE } from './delayed-bundles';

/** A beforeEach that signs the page in, through the API, as the seeded account `mobile` of `tenant`. */
export const signedInAs =
  (tenant: string, mobile: string) =>
  async ({ page, request }: { page: Page; request: APIRequestContext }) => {
    await signIn(page, request, tenant, mobile);
  };

/** A new phone context (390 × 844, touch) whose page is signed in, through the API, as `mobile` of `tenant`; the test closes `context`. */
export async function signedInPhone(browser: Browser, request: APIRequestContext, tenant: string, mobile: string) {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const login = await signIn(phone, request, tenant, mobile);
  return { context, phone, login };
}

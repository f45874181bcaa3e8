// A describe block whose tests all start signed in: its beforeEach, in one line at the top of the
// block, so the block reads as who the student is before what they do.
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './accounts';

/** A beforeEach that signs the page in, through the API, as the seeded account `mobile` of `tenant`. */
export const signedInAs =
  (tenant: string, mobile: string) =>
  async ({ page, request }: { page: Page; request: APIRequestContext }) => {
    await signIn(page, request, tenant, mobile);
  };

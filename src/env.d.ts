import type { Translator } from './i18n/runtime';
import type { TenantEntry } from './lib/manifest';
import type { SchoolData } from './site/build/data/school';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island on the first pointer, touch or focus inside it (src/site/browser/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}

declare global {
  namespace App {
    /** Set for every page by src/middleware.ts. */
    interface Locals {
      /** The tenant this page is rendered for (the [tenant] route parameter). */
      tenant: TenantEntry;
      /** The tenant's school data, fetched at build time. */
      school: SchoolData;
      /** Messages in the tenant's locale. */
      t: Translator;
    }
  }
}

export {};

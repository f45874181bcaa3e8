// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { islandEntryPreload } from './src/site/build/island-entry-preload';

/** `client:interaction` (src/site/browser/hydrate-on-interaction.ts): hydrate on the first pointer, touch or focus. */
const hydrateOnInteraction = {
  name: 'client-interaction-directive',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/site/browser/hydrate-on-interaction.ts' });
    },
  },
};

// Static output: every tenant's public site is pre-built; React hydrates only the islands.
export default defineConfig({
  output: 'static',
  integrations: [react(), hydrateOnInteraction],
  vite: {
    // islandEntryPreload: the sign-in islands' entries preload their whole graph without a round trip for Vite's helper (issue 28).
    plugins: [tailwindcss(), islandEntryPreload()],
  },
});

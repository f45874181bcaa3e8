declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island on the first pointer, touch or focus inside it (src/site/browser/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}

export {};

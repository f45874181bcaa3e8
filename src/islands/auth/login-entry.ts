// What `client:interaction` loads first for the login island (issue 28): this module imports
// nothing itself, so once it arrives it asks for the form's code and the page's message catalogue
// side by side, and Vite's preload of a dynamic import requests each one's whole module graph at
// once: two round trips after the tap instead of a waterfall about six deep. (The catalogue is the
// one src/i18n/runtime.ts then awaits: the same module, already on its way.)
if (!import.meta.env.SSR) {
  void (document.documentElement.lang === 'en' ? import('../../i18n/en') : import('../../i18n/zh-CN'));
  // The React renderer, which Astro asks for beside this module: asked for here as well, so that
  // its own dependencies (react-dom's chunks) come in the same round trip as the form's.
  void import('@astrojs/react/client.js');
}

export const { LoginIsland } = await import('./LoginForm');

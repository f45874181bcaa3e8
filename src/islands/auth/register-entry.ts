// What `client:interaction` loads first for the registration island: see ./login-entry.ts.
if (!import.meta.env.SSR) {
  void (document.documentElement.lang === 'en' ? import('../../i18n/en') : import('../../i18n/zh-CN'));
  void import('@astrojs/react/client.js');
}

export const { RegisterIsland } = await import('./RegisterForm');

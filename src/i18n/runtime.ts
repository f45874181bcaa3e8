// Translation for code that also runs in the browser (islands). In the browser only the page's
// locale is loaded (one catalogue, not both), before any island renders: this module awaits it
// at the top level. At build time (Node, server rendering of islands) both are available.
import type { MessageKey, MessageParams } from './index';
import { interpolate } from './format';
import { defaultLocale, isLocale, type Locale } from './locale';

type Catalogue = Record<MessageKey, string>;

const loaded: Partial<Record<Locale, Catalogue>> = {};

if (typeof document === 'undefined') {
  const { zhCN, en } = await import('./index');
  loaded['zh-CN'] = zhCN;
  loaded.en = en;
} else {
  const lang = document.documentElement.lang;
  const locale: Locale = isLocale(lang) ? lang : defaultLocale;
  loaded[locale] = (await (locale === 'en' ? import('./en') : import('./zh-CN'))).default;
}

/** The page's locale in the browser (from <html lang>), else the default. */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return defaultLocale;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

export function createTranslator(locale: Locale) {
  // In the browser a page only ever has its own locale; any other request falls back to it.
  const catalogue = loaded[locale] ?? loaded[pageLocale()] ?? (Object.values(loaded)[0] as Catalogue);
  return (key: MessageKey, params?: MessageParams) => interpolate(catalogue[key] ?? key, params);
}

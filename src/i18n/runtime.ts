// The one translator, for pages at build time, islands and the study widget alike. In the browser
// only the page's locale is loaded (one catalogue, not both), before any island renders: this
// module awaits it at the top level. At build time (Node, server rendering of pages and islands)
// both are available.
import type { Message, MessageKey, MessageParams } from './index';
import { interpolate } from './format';
import { defaultLocale, isLocale, type Locale } from './locale';

type Catalogue = Record<MessageKey, string>;

const loaded: Partial<Record<Locale, Catalogue>> = {};

// The catalogue a page downloads is the one its <html lang> names: this module may run before the
// page bootstrap has set $tenant, whose locale (the page's, src/stores/tenant.ts) is the same.
const documentLocale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : defaultLocale);

if (typeof document === 'undefined') {
  Object.assign(loaded, (await import('./index')).catalogues);
} else {
  loaded[documentLocale()] = (await (documentLocale() === 'en' ? import('./en') : import('./zh-CN'))).default;
}

/** Renders a key with its `{name}` params, or a Message (what src/lib rules and stores return) as a whole. */
export interface Translator {
  (key: MessageKey, params?: MessageParams): string;
  (message: Message): string;
}

export function createTranslator(locale: Locale): Translator {
  // In the browser a page only ever has its own locale; any other request falls back to it.
  const catalogue = loaded[locale] ?? (Object.values(loaded)[0] as Catalogue);
  return (keyOrMessage: MessageKey | Message, params?: MessageParams) => {
    const { key, params: values } = typeof keyOrMessage === 'string' ? { key: keyOrMessage, params } : keyOrMessage;
    return interpolate(catalogue[key] ?? key, values);
  };
}

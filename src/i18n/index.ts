import en from './en';
import zhCN from './zh-CN';

import { interpolate } from './format';
import { defaultLocale, type Locale } from './locale';

export { defaultLocale, isLocale, type Locale } from './locale';

export type MessageKey = keyof typeof zhCN;
export type MessageParams = Record<string, string | number>;

/** A message not yet rendered: what src/lib rules return, so they stay free of any locale. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

// The English catalogue must hold exactly the Chinese keys; the compiler checks it here and a unit test checks it at run time.
const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

/** Renders a message, replacing `{name}` placeholders by the params of the same name. */
export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogues[locale][key] ?? catalogues[defaultLocale][key] ?? key, params);
}

/** Binds a locale once, for components and pages that render many messages. */
export function createTranslator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) => t(locale, key, params);
}

export function renderMessage(locale: Locale, message: Message): string {
  return t(locale, message.key, message.params);
}

export { en, zhCN };

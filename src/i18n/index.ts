import en from './en';
import zhCN from './zh-CN';

import type { Locale } from './locale';

export { defaultLocale, isLocale, type Locale } from './locale';

export type MessageKey = keyof typeof zhCN;
export type MessageParams = Record<string, string | number>;

/** A message not yet rendered: what src/lib rules return, so they stay free of any locale. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

// The English catalogue must hold exactly the Chinese keys; the compiler checks it here and a unit test checks it at run time.
// The translator that renders them is src/i18n/runtime.ts's createTranslator.
export const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

export { en, zhCN };

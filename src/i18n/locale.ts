// The locales, apart from the catalogues: code that only needs to know which locale is current
// (stores, page scripts) imports this and ships none of the messages.
export type Locale = 'zh-CN' | 'en';
export const defaultLocale: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en';
}

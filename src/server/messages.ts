// The language of refusals. A message a student or visitor can meet is a key of the `api`
// namespace (src/i18n/*/api.ts) with its params, rendered in the locale the request's
// Accept-Language asks for; a message only an integrator meets stays a plain English string.
import { interpolate } from '../i18n/format';
import type { MessageParams } from '../i18n';
import enApi from '../i18n/en/api';
import { negotiateLocale, type Locale } from '../i18n/locale';
import zhApi from '../i18n/zh-CN/api';

export type ApiMessageKey = keyof typeof zhApi;

export interface ApiMessage {
  key: ApiMessageKey;
  params?: MessageParams;
  /**
   * The field the message is about. It is not written into the words (a visitor reads only words):
   * the answer names it in the Api-Field header, for forms that show the message beside it.
   */
  field?: string;
}

/** What an ApiError says: a catalogue message, or plain developer-facing English. */
export type ApiText = string | ApiMessage;

/** The API's language when the request asks for none it has. */
export const API_DEFAULT_LOCALE: Locale = 'en';

// Only the api namespace: the server has no use for the site's messages.
const CATALOGUES: Record<Locale, Record<ApiMessageKey, string>> = { 'zh-CN': zhApi, en: enApi };

export const say = (key: ApiMessageKey, params?: MessageParams): ApiMessage => ({ key, params });

export const sayAbout = (field: string, key: ApiMessageKey, params?: MessageParams): ApiMessage => ({ field, key, params });

/** Whether a schema's message is a catalogue key (the sign-in fields use keys, so students read them in their language). */
export function isApiMessageKey(message: string): message is ApiMessageKey {
  return Object.hasOwn(zhApi, message);
}

export function renderApiText(text: ApiText, locale: Locale): string {
  if (typeof text === 'string') return text;
  return interpolate(CATALOGUES[locale][text.key], text.params);
}

/** The locale of the answer to a request with this Accept-Language header. */
export function answerLocale(acceptLanguage: string | undefined): Locale {
  return negotiateLocale(acceptLanguage) ?? API_DEFAULT_LOCALE;
}

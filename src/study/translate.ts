// Messages the widget's actions show outside React (toasts), in the page's locale: the rules of
// src/lib return a Message, never text, so they stay free of any locale.
import type { Message } from '../i18n';
import { createTranslator } from '../i18n/runtime';
import { tenantLocale } from '../stores/tenant';

export function translate(message: Message): string {
  return createTranslator(tenantLocale())(message);
}

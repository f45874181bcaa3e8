// The locales, apart from the catalogues: code that only needs to know which locale is current
// (stores, page scripts) imports this and ships none of the messages.
export type Locale = 'zh-CN' | 'en';
export const defaultLocale: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en';
}

// Each locale by its primary language subtag: zh-CN is our only Chinese, so zh, zh-Hans-CN and
// zh-TW all read it, as every English range reads en.
const BY_LANGUAGE: Readonly<Record<string, Locale>> = { zh: 'zh-CN', en: 'en' };

// A weight is 0 to 1 with at most three decimals (RFC 9110 §12.4.2).
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The locale an Accept-Language header asks for (RFC 9110 §12.5.4): the range of highest weight
 * whose language we have, the first listed among equals. Undefined when the header is absent or
 * asks only for languages we don't have (or for `*`, which leaves the choice to the server).
 */
export function negotiateLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges: { locale: Locale; weight: number }[] = [];
  for (const part of header.split(',')) {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const locale = BY_LANGUAGE[range.split('-')[0]!.toLowerCase()];
    if (!locale) continue;
    const weightParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    // A malformed weight makes the range unreadable: it is skipped rather than guessed at.
    if (weightParameter !== undefined && !WEIGHT.test(weightParameter)) continue;
    const weight = weightParameter === undefined ? 1 : Number(weightParameter.slice(2));
    if (weight > 0) ranges.push({ locale, weight });
  }
  // Array.prototype.sort is stable, so equal weights keep the header's order.
  return ranges.sort((left, right) => right.weight - left.weight)[0]?.locale;
}

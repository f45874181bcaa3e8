// The category strip on the home page (spec 1 §9).
import type { Locale } from '../i18n';

export interface HomeCategorySource {
  id: number | string;
  name?: string | null;
  seq?: number | string | null;
}

export type HomeCategory<T extends HomeCategorySource> = T & { label: string };

export const HOME_CATEGORY_MAX_SEQ = 3;
export const HOME_CATEGORY_COUNT = 3;

// Counted by code point, so a name ending in a rare character or an emoji keeps it whole.
const lastTwoCharacters = (name: string) => Array.from(name).slice(-2).join('');
// The rule is made for Chinese names ('行业资讯' → '资讯'), two characters that fit the strip's round
// tile. English needs the same two-character size with letters that mean something: the initials of
// the last two words ('Industry News' → 'IN'), or a single word's first two letters ('Policy' → 'Po').
const initials = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1) return words.slice(-2).map((word) => Array.from(word)[0]!.toUpperCase()).join('');
  return Array.from(words[0] ?? '').slice(0, 2).join('');
};

const seqOf = (category: HomeCategorySource) =>
  category.seq === null || category.seq === undefined || category.seq === '' ? NaN : Number(category.seq);

/**
 * Only entries with seq up to 3, at most 3, by seq ascending, each labelled by the last two
 * characters of its name (in an English site, two initials).
 */
export function homeCategories<T extends HomeCategorySource>(categories: readonly T[], locale: Locale = 'zh-CN'): HomeCategory<T>[] {
  const label = locale === 'en' ? initials : lastTwoCharacters;
  return categories
    .filter((category) => seqOf(category) <= HOME_CATEGORY_MAX_SEQ)
    .sort((a, b) => seqOf(a) - seqOf(b))
    .slice(0, HOME_CATEGORY_COUNT)
    .map((category) => ({ ...category, label: label(category.name?.trim() ?? '') }));
}

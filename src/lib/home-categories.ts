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
// The rule is made for Chinese names ('行业资讯' → '资讯'); in English two letters say nothing, so the
// last word plays the same part ('Industry News' → 'News').
const lastWord = (name: string) => name.split(/\s+/).pop() ?? '';

const seqOf = (category: HomeCategorySource) =>
  category.seq === null || category.seq === undefined || category.seq === '' ? NaN : Number(category.seq);

/**
 * Only entries with seq up to 3, at most 3, by seq ascending, each labelled by the last two
 * characters of its name (the last word in an English site).
 */
export function homeCategories<T extends HomeCategorySource>(categories: readonly T[], locale: Locale = 'zh-CN'): HomeCategory<T>[] {
  const label = locale === 'en' ? lastWord : lastTwoCharacters;
  return categories
    .filter((category) => seqOf(category) <= HOME_CATEGORY_MAX_SEQ)
    .sort((a, b) => seqOf(a) - seqOf(b))
    .slice(0, HOME_CATEGORY_COUNT)
    .map((category) => ({ ...category, label: label(category.name?.trim() ?? '') }));
}

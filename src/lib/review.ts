// Reviews ('dianping') on the home page (spec 1 §4 Reviews, §9).
import dayjs from 'dayjs';

/** A review longer than this many characters is collapsed, with expand and collapse. */
export const REVIEW_COLLAPSE_LENGTH = 133;

// Characters are counted by code point so an emoji counts once and is never cut in half.
const characters = (text: string) => Array.from(text);

export function isCollapsible(text: string | null | undefined): boolean {
  return characters(text ?? '').length > REVIEW_COLLAPSE_LENGTH;
}

/** The first 133 characters followed by '…' when the review is collapsible, else the whole text. */
export function collapsedText(text: string | null | undefined): string {
  const chars = characters(text ?? '');
  return chars.length > REVIEW_COLLAPSE_LENGTH ? `${chars.slice(0, REVIEW_COLLAPSE_LENGTH).join('')}…` : chars.join('');
}

export interface SortableReview {
  commentTop?: number | string | null;
  createdTime?: string | number | null;
}

const createdAt = (value: SortableReview['createdTime']) => {
  if (value === null || value === undefined || value === '') return -Infinity;
  const date = dayjs(value);
  return date.isValid() ? date.valueOf() : -Infinity;
};

/** commentTop descending, then createdTime descending; a review without a time goes last. Returns a new array. */
export function sortReviews<T extends SortableReview>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => {
    const top = (Number(b.commentTop) || 0) - (Number(a.commentTop) || 0);
    if (top !== 0) return top;
    const x = createdAt(a.createdTime);
    const y = createdAt(b.createdTime);
    return x === y ? 0 : y > x ? 1 : -1;
  });
}

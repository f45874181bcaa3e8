import { describe, expect, it } from 'vitest';
import { collapsedText, isCollapsible, REVIEW_COLLAPSE_LENGTH, sortReviews } from '../../../src/lib/review';

describe('review collapse', () => {
  it('collapses at 133 characters', () => {
    expect(REVIEW_COLLAPSE_LENGTH).toBe(133);
  });

  it.each([
    [0, false],
    [132, false],
    [133, false],
    [134, true],
  ])('a review of %i characters is collapsible: %s', (length, expected) => {
    expect(isCollapsible('好'.repeat(length))).toBe(expected);
  });

  it('shows a review of 133 characters whole', () => {
    const text = 'a'.repeat(133);
    expect(collapsedText(text)).toBe(text);
  });

  it('cuts a review of 134 characters to 133 and an ellipsis', () => {
    expect(collapsedText('a'.repeat(134))).toBe(`${'a'.repeat(133)}…`);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const text = '😀'.repeat(134);
    expect(isCollapsible('😀'.repeat(133))).toBe(false);
    expect(collapsedText(text)).toBe(`${'😀'.repeat(133)}…`);
  });

  it('treats a missing review as empty', () => {
    expect(isCollapsible(null)).toBe(false);
    expect(collapsedText(undefined)).toBe('');
  });
});

describe('sortReviews', () => {
  it('puts pinned reviews first, then the newest', () => {
    const reviews = [
      { id: 1, commentTop: 0, createdTime: '2025-01-03 10:00:00' },
      { id: 2, commentTop: 1, createdTime: '2025-01-01 10:00:00' },
      { id: 3, commentTop: 0, createdTime: '2025-01-04 09:00:00' },
      { id: 4, commentTop: 1, createdTime: '2025-01-02 10:00:00' },
      { id: 5, commentTop: 2, createdTime: '2024-12-01 10:00:00' },
    ];
    expect(sortReviews(reviews).map((r) => r.id)).toEqual([5, 4, 2, 3, 1]);
  });

  it('reads commentTop as text and a missing one as 0', () => {
    const reviews = [{ id: 1, createdTime: 2 }, { id: 2, commentTop: '1', createdTime: 1 }, { id: 3, commentTop: null, createdTime: 3 }];
    expect(sortReviews(reviews).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it('puts reviews without a readable time last, keeping their order', () => {
    const reviews = [
      { id: 1, createdTime: null },
      { id: 2, createdTime: '2025-01-01' },
      { id: 3, createdTime: 'yesterday' },
      { id: 4, createdTime: '' },
      { id: 5 },
    ];
    expect(sortReviews(reviews).map((r) => r.id)).toEqual([2, 1, 3, 4, 5]);
  });

  it('keeps reviews of the same time in their order and leaves the input alone', () => {
    const reviews = [
      { id: 1, createdTime: '2025-01-01 10:00:00' },
      { id: 2, createdTime: '2025-01-01 10:00:00' },
    ];
    expect(sortReviews(reviews).map((r) => r.id)).toEqual([1, 2]);
    expect(sortReviews([...reviews].reverse()).map((r) => r.id)).toEqual([2, 1]);
    expect(reviews.map((r) => r.id)).toEqual([1, 2]);
  });
});

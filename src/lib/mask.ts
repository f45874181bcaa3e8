// Masking what identifies a person where a page or an answer shows it to anyone who asks:
// enough for its owner to recognise it, not enough to read it off a screen.

/** Keeps the first `head` and last `tail` characters: 110101********1234, 138****8000. Shorter values are all stars. */
export function mask(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return '*'.repeat(value.length);
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(value.length - tail);
}

/** 138****8000. */
export const maskMobile = (mobile: string) => mask(mobile, 3, 4);

/** 110101********1234. */
export const maskIdCard = (idCard: string) => mask(idCard, 6, 4);

import { describe, expect, it } from 'vitest';
import { pcNoticeMessage } from '../../../src/lib/pc-notice';

describe("the 'not on PC yet' notice", () => {
  it.each([
    ['study', 'common.pcUnavailable.useApp'],
    ['soon', 'common.pcUnavailable.comingSoon'],
    ['', 'common.pcUnavailable.noFunction'],
    [undefined, 'common.pcUnavailable.noFunction'],
    ['other', 'common.pcUnavailable.noFunction'],
  ])('data-pc-unavailable=%j shows %s', (variant, message) => {
    expect(pcNoticeMessage(variant)).toBe(message);
  });
});

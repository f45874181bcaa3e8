import { describe, expect, it } from 'vitest';
import { pcNoticeMessage } from '../../../src/lib/pc-notice';

describe("the 'not on PC yet' notice", () => {
  it("says 'use the app' for the study area, 'coming soon' when asked, and the general text otherwise", () => {
    expect(pcNoticeMessage('study')).toBe('common.pcUnavailable.useApp');
    expect(pcNoticeMessage('soon')).toBe('common.pcUnavailable.comingSoon');
    expect(pcNoticeMessage('')).toBe('common.pcUnavailable.noFunction');
    expect(pcNoticeMessage(undefined)).toBe('common.pcUnavailable.noFunction');
    expect(pcNoticeMessage('other')).toBe('common.pcUnavailable.noFunction');
  });
});

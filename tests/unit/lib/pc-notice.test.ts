import { describe, expect, it } from 'vitest';
import { pcNoticeMessage } from '../../../src/lib/pc-notice';
import { itAnswers } from '../support/each-row';

describe("the 'not on PC yet' notice", () => {
  itAnswers(pcNoticeMessage, 'data-pc-unavailable=%j shows %s', [
    ['study', 'common.pcUnavailable.useApp'],
    ['soon', 'common.pcUnavailable.comingSoon'],
    ['', 'common.pcUnavailable.noFunction'],
    [undefined, 'common.pcUnavailable.noFunction'],
    ['other', 'common.pcUnavailable.noFunction'],
  ]);
});

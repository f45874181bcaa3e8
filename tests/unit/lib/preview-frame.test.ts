import { describe, expect, it } from 'vitest';
import { PREVIEW_FRAME_WIDTH, previewFrameScale } from '../../../src/lib/preview-frame';
import { itAnswers } from '../support/each-row';

describe('phone-frame preview', () => {
  it('is 375 wide', () => {
    expect(PREVIEW_FRAME_WIDTH).toBe(375);
  });

  itAnswers(previewFrameScale, 'scales the frame in a window %d wide by %d', [
    [800, 0.75],
    [1280, 0.75],
    [1366, 0.75],
    [1439, 0.75],
    [1440, 0.78],
    [1680, 0.78],
    [1919, 0.78],
    [1920, 0.85],
    [2560, 0.85],
    [Number.NaN, 0.75],
  ]);
});

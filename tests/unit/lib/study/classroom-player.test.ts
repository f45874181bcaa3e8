import { describe, expect, it } from 'vitest';
import { documentViewerUrl, openingContent, qualityHeight, qualityLabel, showsLike } from '../../../../src/lib/study/classroom-player';

const video = (contentId: number) => ({ contentId, dataType: 1 });

describe('the online classroom', () => {
  it('opens the most recently studied video, else the first item', () => {
    const contents = [{ contentId: 1, dataType: 6 }, video(2), { contentId: 3, dataType: 3 }];
    expect(openingContent(contents, 2)).toBe(contents[1]);
    // The last studied content is not a video, or not in this list: the first item (here a homework).
    expect(openingContent(contents, 3)).toBe(contents[0]);
    expect(openingContent(contents, 99)).toBe(contents[0]);
    expect(openingContent(contents, null)).toBe(contents[0]);
    expect(openingContent([], 2)).toBeUndefined();
  });

  it('names the renditions 360P, 480P, 720P and 1080P by templateType', () => {
    expect(['LD', 'SD', 'HD', 'FHD', 'OTHER'].map(qualityHeight)).toEqual([360, 480, 720, 1080, 1080]);
    expect(qualityLabel(720)).toBe('720P');
  });

  it('builds the external document viewer address from the configured template', () => {
    const file = 'https://school.example/media/docs/a b.pdf';
    expect(documentViewerUrl('https://viewer.example/view?src={url}', file)).toBe('https://viewer.example/view?src=https%3A%2F%2Fschool.example%2Fmedia%2Fdocs%2Fa%20b.pdf');
    expect(documentViewerUrl('https://viewer.example/?file=', file)).toBe(`https://viewer.example/?file=${encodeURIComponent(file)}`);
    expect(documentViewerUrl('  ', file)).toBeUndefined();
    expect(documentViewerUrl(undefined, file)).toBeUndefined();
  });

  it('shows the like toggle for contents that are neither video nor test', () => {
    expect([1, 2, 3, 4, 6, 7, 8].map(showsLike)).toEqual([false, true, true, true, true, false, true]);
  });
});

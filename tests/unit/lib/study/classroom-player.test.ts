import { describe, expect, it } from 'vitest';
import { documentViewerUrl, openingContent, qualityHeight, qualityLabel, showsLike } from '../../../../src/lib/study/classroom-player';

const video = (contentId: number, studiedTime: string | null = null) => ({ contentId, dataType: 1, studiedTime });

describe('the online classroom', () => {
  it('opens the most recently studied video of the activity, else the first item', () => {
    const homework = { contentId: 1, dataType: 6, studiedTime: null };
    const article = { contentId: 4, dataType: 3, studiedTime: '2026-11-26T10:00:00.000Z' };
    const contents = [homework, video(2, '2026-11-24T08:00:00.000Z'), video(3, '2026-11-25T08:00:00.000Z'), article, video(5)];
    // Not the last video, nor the article studied after it: the video studied last.
    expect(openingContent(contents)).toBe(contents[2]);
    // On a tie, the later one in the list.
    const tied = [video(2, '2026-11-25T08:00:00.000Z'), video(3, '2026-11-25T08:00:00.000Z')];
    expect(openingContent(tied)).toBe(tied[1]);
    // No video studied (only the article): the first item, here a homework.
    expect(openingContent([homework, article, video(5)])).toBe(homework);
    expect(openingContent([homework, { ...video(6), studiedTime: 'not a time' }])).toBe(homework);
    expect(openingContent([])).toBeUndefined();
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

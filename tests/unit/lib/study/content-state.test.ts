import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, groupByContentType, hasSource } from '../../../../src/lib/study/content-state';
import { DATA_TYPE } from '../../../../src/lib/study/data-type';

describe('courseware tabs', () => {
  it('group items by contentType, with every tab present and unknown types left out', () => {
    const groups = groupByContentType([
      { contentType: 'ONLINE_TEST', id: 1 },
      { contentType: 'ONLINE_VIDEO_TEACHING', id: 2 },
      { contentType: 'ONLINE_VIDEO_TEACHING', id: 3 },
      { contentType: 'SOMETHING_ELSE', id: 4 },
    ]);
    expect(Object.keys(groups)).toEqual([...CONTENT_TYPES]);
    expect(groups.ONLINE_VIDEO_TEACHING.map((item) => item.id)).toEqual([2, 3]);
    expect(groups.ONLINE_TEST.map((item) => item.id)).toEqual([1]);
    expect(groups.EE_LIVE_LECTURES).toEqual([]);
  });
});

describe('a content has something to show', () => {
  it('a file for media, documents and images; text for an article; anything else always', () => {
    expect(hasSource({ dataType: DATA_TYPE.video, storageUrl: '/media/video/demo.mp4' })).toBe(true);
    expect(hasSource({ dataType: DATA_TYPE.video, storageUrl: null })).toBe(false);
    expect(hasSource({ dataType: DATA_TYPE.image })).toBe(false);
    expect(hasSource({ dataType: DATA_TYPE.article, articleContent: '<p>守则</p>' })).toBe(true);
    expect(hasSource({ dataType: DATA_TYPE.article, storageUrl: '/x.pdf', articleContent: '' })).toBe(false);
    expect(hasSource({ dataType: DATA_TYPE.homework })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/runtime';
import { albumTabs } from '../../../src/lib/album';

describe('albumTabs', () => {
  const campus = { id: 1, categoryName: '校园风光', picNum: 3, videoNum: 1 };
  const empty = { id: 2, categoryName: '空分类', picNum: 0, videoNum: 0 };
  const classes = { id: 3, categoryName: '课堂', picNum: '2', videoNum: null };

  it('puts an all entry first that sums the counts, then each category with content', () => {
    const tabs = albumTabs([campus, empty, classes]);
    expect(tabs).toEqual([
      { kind: 'all', label: { key: 'display.album.all' }, picNum: 5, videoNum: 1, count: 6 },
      { kind: 'category', id: 1, label: '校园风光', category: campus, picNum: 3, videoNum: 1, count: 4 },
      { kind: 'category', id: 3, label: '课堂', category: classes, picNum: 2, videoNum: 0, count: 2 },
    ]);
    const [all] = tabs;
    expect(all?.kind === 'all' && createTranslator('zh-CN')(all.label)).toBe('全部');
  });

  it('hides a category whose picture count plus video count is 0', () => {
    expect(albumTabs([campus, empty]).map((tab) => tab.kind === 'category' && tab.id)).toEqual([false, 1]);
  });

  it('keeps a category with videos only', () => {
    expect(albumTabs([{ id: 9, categoryName: '视频', picNum: 0, videoNum: 2 }])[1]).toMatchObject({ id: 9, count: 2 });
  });

  it('has no tabs when nothing can be shown', () => {
    expect(albumTabs([empty])).toEqual([]);
    expect(albumTabs([])).toEqual([]);
  });

  it('reads bad or negative counts as 0 and a missing name as empty', () => {
    expect(albumTabs([{ id: 5, picNum: -4, videoNum: 'many' }])).toEqual([]);
    expect(albumTabs([{ id: 6, picNum: 1.7 }])[1]).toMatchObject({ label: '', picNum: 1, count: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { homeCategories } from '../../../src/lib/home-categories';

describe('homeCategories', () => {
  it('keeps entries with seq up to 3, by seq, labelled by the last two characters of their name', () => {
    const categories = [
      { id: 'd', name: '职业技能等级认定', seq: 4 },
      { id: 'c', name: '专项职业能力考核', seq: 3 },
      { id: 'a', name: '职业技能培训', seq: 1 },
      { id: 'b', name: '学历提升', seq: 2 },
    ];
    expect(homeCategories(categories)).toEqual([
      { id: 'a', name: '职业技能培训', seq: 1, label: '培训' },
      { id: 'b', name: '学历提升', seq: 2, label: '提升' },
      { id: 'c', name: '专项职业能力考核', seq: 3, label: '考核' },
    ]);
  });

  it('shows an entry with seq 3 and hides one with seq 4', () => {
    expect(homeCategories([{ id: 1, name: 'AB', seq: 3 }]).map((c) => c.id)).toEqual([1]);
    expect(homeCategories([{ id: 1, name: 'AB', seq: 4 }])).toEqual([]);
  });

  it('shows at most 3 even when more have seq up to 3', () => {
    const categories = [0, 1, 2, 3, 3].map((seq, id) => ({ id, name: `类别${id}`, seq }));
    expect(homeCategories(categories).map((c) => c.id)).toEqual([0, 1, 2]);
  });

  it('reads seq given as text and leaves out entries without one', () => {
    const categories = [
      { id: 1, name: 'x', seq: '2' },
      { id: 2, name: 'y', seq: null },
      { id: 3, name: 'z' },
      { id: 4, name: 'w', seq: '' },
      { id: 5, name: 'v', seq: 'first' },
    ];
    expect(homeCategories(categories).map((c) => c.id)).toEqual([1]);
  });

  it('labels short, padded, emoji and missing names sensibly', () => {
    const categories = [
      { id: 1, name: '考', seq: 1 },
      { id: 2, name: ' 考试 ', seq: 2 },
      { id: 3, name: null, seq: 3 },
    ];
    expect(homeCategories(categories).map((c) => c.label)).toEqual(['考', '考试', '']);
    expect(homeCategories([{ id: 4, name: '认证🎓', seq: 1 }])[0]?.label).toBe('证🎓');
  });

  it('does not reorder the list it was given', () => {
    const categories = [
      { id: 2, seq: 2 },
      { id: 1, seq: 1 },
    ];
    homeCategories(categories);
    expect(categories.map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('homeCategories in an English site', () => {
  it('labels each category by two initials, or a single word by its first two letters', () => {
    const names = [{ id: 1, name: 'Academy Industry News', seq: 1 }, { id: 2, name: 'Policy', seq: 2 }, { id: 3, name: '', seq: 3 }];
    expect(homeCategories(names, 'en').map((category) => category.label)).toEqual(['IN', 'Po', '']);
  });
});

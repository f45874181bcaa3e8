// Category tabs of the album modal (spec 1 §2.3, §9).
import type { Message } from '../i18n';

export interface MaterialCategory {
  id: number | string;
  categoryName?: string | null;
  picNum?: number | string | null;
  videoNum?: number | string | null;
}

interface Counts {
  picNum: number;
  videoNum: number;
  /** picNum + videoNum: the number shown on the tab. */
  count: number;
}

export type AlbumTab<T extends MaterialCategory = MaterialCategory> =
  | (Counts & { kind: 'all'; label: Message })
  | (Counts & { kind: 'category'; id: T['id']; label: string; category: T });

const countOf = (value: number | string | null | undefined) => Math.max(0, Math.floor(Number(value) || 0));

/**
 * The tabs: an 'all' entry first that sums the counts, then each category with at least one
 * picture or video. With nothing to show there are no tabs at all, not an empty 'all'.
 */
export function albumTabs<T extends MaterialCategory>(categories: readonly T[]): AlbumTab<T>[] {
  const tabs = categories
    .map((category): AlbumTab<T> => {
      const picNum = countOf(category.picNum);
      const videoNum = countOf(category.videoNum);
      const label = category.categoryName ?? '';
      return { kind: 'category', id: category.id, label, category, picNum, videoNum, count: picNum + videoNum };
    })
    .filter((tab) => tab.count > 0);
  if (tabs.length === 0) return [];
  const sum = (field: keyof Counts) => tabs.reduce((total, tab) => total + tab[field], 0);
  const all: AlbumTab<T> = { kind: 'all', label: { key: 'display.album.all' }, picNum: sum('picNum'), videoNum: sum('videoNum'), count: sum('count') };
  return [all, ...tabs];
}

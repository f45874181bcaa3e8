// The album's two calls (spec 1 §7.4): its categories with picture and video counts, and the
// open items of one category or of all of them. A session of the modal reads each once.
import { call } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import type { components } from '../../api/schema';
import type { AlbumTab } from '../../lib/album';
import { $tenant } from '../../stores/tenant';

export type MaterialCategory = components['schemas']['MaterialCategory'];
export type AlbumItem = components['schemas']['AlbumItem'];

/** The tab key the platform reads as 'every category'. */
const ALL = 'all';

export function loadCategories(): Promise<MaterialCategory[]> {
  const { tenantId } = $tenant.get();
  return call(getBrowserClient().GET('/api/universityAdvertise/anyUser/materialCategory/queryList', { params: { query: { tenantId, clientType: 'PC' } } }));
}

export function tabKey(tab: AlbumTab<MaterialCategory>): string {
  return tab.kind === 'all' ? ALL : String(tab.id);
}

export function loadItems(tab: AlbumTab<MaterialCategory>): Promise<AlbumItem[]> {
  const query = tab.kind === 'all' ? { categoryTabKey: ALL, open: 1 } : { materialCategoryId: tab.category.id, categoryTabKey: tab.category.value, open: 1 };
  return call(getBrowserClient().GET('/api/universityAdvertise/anyBiz/material/queryListByMaterialCategoryId', { params: { query } }));
}

/** What the download link fetches: the picture, or the video file; a stream's playlist is no file to keep. */
export function downloadUrl(item: AlbumItem, isStream: (src: string) => boolean): string | undefined {
  if (item.type.code === 'VIDEO') return item.video && !isStream(item.video) ? item.video : undefined;
  return item.pic;
}

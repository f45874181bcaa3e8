// The album modal (spec 1 §2.3, §4): category tabs with counts, the carousel with thumbnails and
// download, and the comments of the item on screen. Opened through $modal by [data-open-album];
// data-album-item names the item to start at. The NamedModal locks page scrolling while open.
import { useEffect, useMemo, useState } from 'react';
import { albumTabs } from '../../lib/album';
import { albumReplyRules } from '../../lib/forms';
import { ALBUM_COMMENT_PAGE_SIZE, Comments } from '../comments/Comments';
import { modalNamed, NamedModal } from '../ui/NamedModal';
import { useT } from '../../ui/useT';
import { AlbumCarousel } from './AlbumCarousel';
import { loadCategories, loadItems, tabKey, type AlbumItem, type MaterialCategory } from './album-data';
import { albumTabId, AlbumTabs } from './AlbumTabs';

export interface AlbumModalProps {
  /** The item to show first (data-album-item); the first of 'all' otherwise. */
  itemId?: number;
}

export const albumModal = modalNamed<AlbumModalProps>('album');

export function AlbumModal() {
  const t = useT();
  return (
    <NamedModal modal={albumModal} title={() => t('site.album.title')} width="max-w-6xl">
      {(album) => <Album itemId={album.itemId} />}
    </NamedModal>
  );
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: AlbumItem[] };

const PANEL_ID = 'album-panel';

function Album({ itemId }: AlbumModalProps) {
  const t = useT();
  const [categories, setCategories] = useState<MaterialCategory[] | undefined>();
  const [failed, setFailed] = useState(false);
  const tabs = useMemo(() => albumTabs(categories ?? []), [categories]);
  const [selected, setSelected] = useState('all');
  const [items, setItems] = useState<Record<string, Load>>({});
  const [index, setIndex] = useState(0);
  const [startAt, setStartAt] = useState(itemId);

  useEffect(() => {
    loadCategories().then(setCategories, () => setFailed(true));
  }, []);

  const tab = tabs.find((candidate) => tabKey(candidate) === selected);
  const load = items[selected];
  useEffect(() => {
    if (!tab || load) return;
    const key = tabKey(tab);
    setItems((all) => ({ ...all, [key]: { status: 'loading' } }));
    loadItems(tab).then(
      (list) => setItems((all) => ({ ...all, [key]: { status: 'ready', items: list } })),
      () => setItems((all) => ({ ...all, [key]: { status: 'failed' } })),
    );
  }, [tab, load]);

  // The item named by the trigger is looked up once, in 'all'.
  useEffect(() => {
    if (startAt === undefined || load?.status !== 'ready') return;
    const found = load.items.findIndex((item) => item.id === startAt);
    if (found >= 0) setIndex(found);
    setStartAt(undefined);
  }, [startAt, load]);

  function select(key: string) {
    setSelected(key);
    setIndex(0);
    setStartAt(undefined);
  }

  if (failed || load?.status === 'failed') return <p className="py-16 text-center text-sm text-slate-500">{t('common.loadFailed')}</p>;
  if (categories && tabs.length === 0) return <p className="py-16 text-center text-sm text-slate-500">{t('common.empty')}</p>;
  const current = load?.status === 'ready' && startAt === undefined ? load.items[index] : undefined;

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]" data-album>
      <div className="min-w-0 space-y-4">
        <AlbumTabs tabs={tabs} selected={selected} panelId={PANEL_ID} onSelect={select} />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={albumTabId(selected)}>
          {current && load?.status === 'ready' ? (
            <AlbumCarousel key={selected} items={load.items} index={index} onIndexChange={setIndex} />
          ) : load?.status === 'ready' ? (
            <p className="py-16 text-center text-sm text-slate-500">{t('common.empty')}</p>
          ) : (
            <div className="flex aspect-video items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-500">{t('common.loading')}</div>
          )}
        </div>
      </div>
      <div className="min-w-0 lg:max-h-[70vh] lg:overflow-y-auto lg:border-l lg:border-slate-200 lg:pr-1 lg:pl-5">
        {current && (
          <Comments commentObjectId={current.id} commentObjectType="UNIVERSITY_PIC" pageSize={ALBUM_COMMENT_PAGE_SIZE} rules={albumReplyRules} heading={3} />
        )}
      </div>
    </div>
  );
}

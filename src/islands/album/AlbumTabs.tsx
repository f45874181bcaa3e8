// The album's category tabs with their counts (spec 1 §2.3, §9): 'all' first, empty categories
// already left out by albumTabs.
import type { AlbumTab } from '../../lib/album';
import { useTabs } from '../../ui/useTabs';
import { useT } from '../../ui/useT';
import { tabKey, type MaterialCategory } from './album-data';

interface AlbumTabsProps {
  tabs: AlbumTab<MaterialCategory>[];
  selected: string;
  panelId: string;
  onSelect(key: string): void;
}

export const albumTabId = (key: string) => `album-tab-${key}`;

export function AlbumTabs({ tabs, selected, panelId, onSelect }: AlbumTabsProps) {
  const t = useT();
  const keys = tabs.map(tabKey);
  const tabProps = useTabs(keys, selected, onSelect);

  return (
    <div role="tablist" aria-label={t('site.album.title')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
      {tabs.map((tab, index) => {
        const key = keys[index]!;
        const label = tab.kind === 'all' ? t(tab.label) : tab.label;
        return (
          <button
            key={key}
            {...tabProps(key)}
            id={albumTabId(key)}
            aria-controls={panelId}
            data-album-tab={key}
            className="shrink-0 rounded-full border border-slate-200 px-3.5 py-1.5 text-sm whitespace-nowrap text-slate-600 transition hover:border-brand hover:text-brand aria-selected:border-brand aria-selected:bg-brand aria-selected:text-white"
          >
            {t('common.withCount', { label, count: tab.count })}
          </button>
        );
      })}
    </div>
  );
}

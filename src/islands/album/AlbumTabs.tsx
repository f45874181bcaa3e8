// The album's category tabs with their counts (spec 1 §2.3, §9): 'all' first, empty categories
// already left out by albumTabs.
import { useRef, type KeyboardEvent } from 'react';
import type { AlbumTab } from '../../lib/album';
import { useT } from '../useT';
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
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const keys = tabs.map(tabKey);

  function onKeyDown(event: KeyboardEvent) {
    const current = keys.indexOf(selected);
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: keys.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + keys.length) % keys.length;
    onSelect(keys[index]!);
    buttons.current[index]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('site.album.title')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1" onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const key = keys[index]!;
        const label = tab.kind === 'all' ? t(tab.label.key, tab.label.params) : tab.label;
        const active = key === selected;
        return (
          <button
            key={key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={albumTabId(key)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(key)}
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

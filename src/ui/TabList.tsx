// A horizontal tablist (WAI-ARIA tabs, keys of useTabs): one button a key, each with its id and the
// panel it controls; and that panel (TabPanel, labelled by the selected tab). One TabIds gives both
// ends their ids, so the tabs and the panel cannot name each other differently.
import type { ReactNode } from 'react';
import { useTabs } from './useTabs';

type DataAttributes = Record<`data-${string}`, string | number | boolean>;

/** The ids that tie tabs to the panel they control: each tab's and the panel's. */
export interface TabIds {
  tab(key: string | number): string;
  panel: string;
}

/** Each tab's id is `${name}-tab-${key}`; several tablists may control one panel. */
export function tabIds(name: string, panel: string): TabIds {
  return { tab: (key) => `${name}-tab-${key}`, panel };
}

interface TabListProps<Key extends string | number> {
  keys: readonly Key[];
  selected: Key;
  onSelect(key: Key): void;
  /** The list's name for assistive technology. */
  label: string;
  /** The tabs' ids and the panel they control. */
  ids: TabIds;
  className: string;
  /** The classes of a tab, by whether it is the selected one. */
  tabClassName: string | ((selected: boolean, key: Key) => string);
  /** The list's data attributes. */
  data?: DataAttributes;
  /** A tab's data attributes. */
  tabData?(key: Key): DataAttributes;
  /** What a tab shows. */
  children(key: Key): ReactNode;
}

export function TabList<Key extends string | number>({ keys, selected, onSelect, label, ids, className, tabClassName, data, tabData, children }: TabListProps<Key>) {
  const tabProps = useTabs(keys, selected, onSelect);
  return (
    <div role="tablist" aria-label={label} className={className} {...data}>
      {keys.map((key) => (
        <button
          key={key}
          {...tabProps(key)}
          id={ids.tab(key)}
          aria-controls={ids.panel}
          {...tabData?.(key)}
          className={typeof tabClassName === 'string' ? tabClassName : tabClassName(key === selected, key)}
        >
          {children(key)}
        </button>
      ))}
    </div>
  );
}

interface TabPanelProps {
  ids: TabIds;
  /** The selected tab's key: the panel is labelled by that tab. */
  selected: string | number;
  className: string;
  data?: DataAttributes;
  children: ReactNode;
}

export function TabPanel({ ids, selected, className, data, children }: TabPanelProps) {
  return (
    <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab(selected)} className={className} {...data}>
      {children}
    </div>
  );
}

// A horizontal tablist (WAI-ARIA tabs, keys of useTabs): one button a key, each with its id and the
// panel it controls; the caller draws the panel (role tabpanel, labelled by the selected tab's id).
import type { ReactNode } from 'react';
import { useTabs } from './useTabs';

type DataAttributes = Record<`data-${string}`, string | number | boolean>;

interface TabListProps<Key extends string | number> {
  keys: readonly Key[];
  selected: Key;
  onSelect(key: Key): void;
  /** The list's name for assistive technology. */
  label: string;
  /** Each tab's id. */
  tabId(key: Key): string;
  /** The id of the tabpanel the tabs control. */
  panelId: string;
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

export function TabList<Key extends string | number>({ keys, selected, onSelect, label, tabId, panelId, className, tabClassName, data, tabData, children }: TabListProps<Key>) {
  const tabProps = useTabs(keys, selected, onSelect);
  return (
    <div role="tablist" aria-label={label} className={className} {...data}>
      {keys.map((key) => (
        <button
          key={key}
          {...tabProps(key)}
          id={tabId(key)}
          aria-controls={panelId}
          {...tabData?.(key)}
          className={typeof tabClassName === 'string' ? tabClassName : tabClassName(key === selected, key)}
        >
          {children(key)}
        </button>
      ))}
    </div>
  );
}

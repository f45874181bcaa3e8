// The records of a panel tab (questions, notes, comments; spec 2 §4): Remote's states, with the
// panel's one message for a failed read and the tab's own for an empty one, then the list.
import type { ReactNode } from 'react';
import { useT } from '../../ui/useT';
import { Remote, type RemoteStore } from '../ui/Remote';

interface TabRecordsProps<Item> {
  from: RemoteStore<{ records: Item[] }>;
  empty: string;
  /** The list's items. */
  children(records: Item[]): ReactNode;
}

export function TabRecords<Item>({ from, empty, children }: TabRecordsProps<Item>) {
  const t = useT();
  return (
    <Remote from={from} failed={t('study.panel.failed')} empty={empty} isEmpty={(page) => page.records.length === 0}>
      {(page) => <ul className="space-y-3">{children(page.records)}</ul>}
    </Remote>
  );
}

// A list of cards read from the API page by page (the class home's activities, my classes, the
// enrolling classes): Remote's states, an empty page as the empty note, the page's records in a
// grid, and the pager under it.
import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { Remote, type RemoteStore } from './Remote';

// Written out whole, so that Tailwind finds the classes.
const GRID = {
  3: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
  4: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4',
};

interface PageOf<Item> {
  records: Item[];
  current: number;
  pages: number;
}

interface RemotePageProps<Item> {
  from: RemoteStore<PageOf<Item>>;
  /** Says what failed ('your classes could not be loaded'). */
  failed: string;
  empty: string;
  /** As Remote's: the height the list holds while it loads. */
  reserve?: string;
  /** The list's title, which names its pager. */
  title: string;
  onPage(page: number): void;
  /** The grid: a list (`ul`, each card an `li`) or a block of cards that are articles of their own (`div`). */
  as?: 'ul' | 'div';
  /** The cards a row on the widest screens. */
  columns: keyof typeof GRID;
  data?: Record<`data-${string}`, string | number | boolean>;
  /** A record's card, with its key. */
  children(item: Item): ReactNode;
}

export function RemotePage<Item>({ from, failed, empty, reserve, title, onPage, as: Grid = 'ul', columns, data, children }: RemotePageProps<Item>) {
  return (
    <Remote reserve={reserve} from={from} failed={failed} empty={empty} isEmpty={(page) => page.records.length === 0}>
      {(page) => (
        <>
          <Grid className={GRID[columns]} {...data}>
            {page.records.map((item) => children(item))}
          </Grid>
          <Pager label={title} current={page.current} pages={page.pages} onPage={onPage} />
        </>
      )}
    </Remote>
  );
}

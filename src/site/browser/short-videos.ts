// The 'people say' and 'micro classroom' short-video sections (spec 1 §9): tag chips filter the
// list, the client pager shows eight at a time, and the cards of the page shown are laid out as a
// waterfall of 230-wide columns by the rules of src/lib/short-video.ts. Without script the cards
// simply wrap.
//   <div data-short-videos>
//     <button data-tag-filter="" aria-pressed="true">All</button> <button data-tag-filter="3" aria-pressed="false">…</button>
//     <div data-pager …><ul data-pager-items data-waterfall><li data-tag-ids="3 5">…</li>…</ul><nav data-pager-nav></nav></div>
//   </div>
import { SHORT_VIDEO_CARD_WIDTH, SHORT_VIDEO_GAP, waterfallColumns, waterfallPlacements } from '../../lib/short-video';
import { setUpPagers } from './pager';

function layOut(list: HTMLElement) {
  const cards = (Array.from(list.children) as HTMLElement[]).filter((card) => !card.hidden);
  // The section's width, not the list's: the list's own box changes with the layout chosen here.
  const width = list.parentElement?.clientWidth ?? list.clientWidth;
  // Where only one 230-wide column fits (a phone), the page's cards form a row to swipe through
  // instead of one very long column.
  if (waterfallColumns(width) === 1) {
    list.dataset.layout = 'strip';
    list.style.removeProperty('height');
    for (const card of list.children as HTMLCollectionOf<HTMLElement>) ['position', 'left', 'top'].forEach((property) => card.style.removeProperty(property));
    return;
  }
  list.dataset.layout = 'waterfall';
  const columns = Math.min(waterfallColumns(width), Math.max(1, cards.length));
  const placements = waterfallPlacements(cards.map((card) => card.offsetHeight), columns);
  // The columns are centred in the section.
  const used = columns * SHORT_VIDEO_CARD_WIDTH + (columns - 1) * SHORT_VIDEO_GAP;
  const offset = Math.max(0, Math.floor((width - used) / 2));
  let bottom = 0;
  cards.forEach((card, index) => {
    const { column, top } = placements[index]!;
    card.style.position = 'absolute';
    card.style.left = `${offset + column * (SHORT_VIDEO_CARD_WIDTH + SHORT_VIDEO_GAP)}px`;
    card.style.top = `${top}px`;
    bottom = Math.max(bottom, top + card.offsetHeight);
  });
  list.style.position = 'relative';
  list.style.height = `${bottom}px`;
}

function setUp(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>('[data-waterfall]');
  if (!list) return;
  const cards = Array.from(list.children) as HTMLElement[];
  const chips = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-tag-filter]'));

  for (const chip of chips) {
    chip.addEventListener('click', () => {
      const tag = chip.dataset.tagFilter ?? '';
      chips.forEach((other) => other.setAttribute('aria-pressed', String(other === chip)));
      list.replaceChildren(...cards.filter((card) => !tag || (card.dataset.tagIds ?? '').split(' ').includes(tag)));
      setUpPagers(root);
      layOut(list);
    });
  }
  // The pager shows another page from its own click handler, before the click reaches the section.
  root.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-pager-nav]')) layOut(list);
  });
  const container = list.parentElement ?? list;
  let width = -1;
  new ResizeObserver(() => {
    if (container.clientWidth === width) return;
    width = container.clientWidth;
    layOut(list);
  }).observe(container);
}

export function setUpShortVideos(scope: ParentNode = document) {
  scope.querySelectorAll<HTMLElement>('[data-short-videos]').forEach(setUp);
}

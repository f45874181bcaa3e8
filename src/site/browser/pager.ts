// A list paged in the browser without a framework: every item is in the static HTML (readable
// without JavaScript and by crawlers); this shows one page at a time and renders the pager.
//   <div data-pager data-page-size="4" data-prev-label="…" data-next-label="…" data-page-label="第{n}页">
//     <ul data-pager-items> <li>…</li> … </ul>
//     <nav data-pager-nav aria-label="…"></nav>
//   </div>
// The pager shows only when there are more items than one page holds (spec 1 §9: 'pager shown above 4').

function render(root: HTMLElement, items: HTMLElement[], size: number, current: number) {
  const pages = Math.ceil(items.length / size);
  items.forEach((item, index) => {
    item.hidden = Math.floor(index / size) !== current;
  });
  const nav = root.querySelector<HTMLElement>('[data-pager-nav]');
  if (!nav) return;
  nav.replaceChildren();
  if (pages <= 1) return;
  const button = (label: string, page: number, options: { disabled?: boolean; current?: boolean } = {}) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.disabled = !!options.disabled;
    element.className = options.current
      ? 'min-w-8 rounded border border-brand bg-brand px-2 py-1 text-sm text-white'
      : 'min-w-8 rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700 hover:border-brand disabled:opacity-40';
    if (options.current) element.setAttribute('aria-current', 'page');
    element.setAttribute('aria-label', (root.dataset.pageLabel ?? '{n}').replace('{n}', String(page + 1)));
    if (label !== String(page + 1)) element.setAttribute('aria-label', label);
    element.addEventListener('click', () => render(root, items, size, page));
    return element;
  };
  nav.append(button(root.dataset.prevLabel ?? '‹', current - 1, { disabled: current === 0 }));
  for (let page = 0; page < pages; page += 1) nav.append(button(String(page + 1), page, { current: page === current }));
  nav.append(button(root.dataset.nextLabel ?? '›', current + 1, { disabled: current === pages - 1 }));
}

export function setUpPagers(scope: ParentNode = document) {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-pager]')) {
    const list = root.querySelector<HTMLElement>('[data-pager-items]');
    if (!list) continue;
    const size = Math.max(1, Number(root.dataset.pageSize) || 10);
    render(root, Array.from(list.children) as HTMLElement[], size, 0);
  }
}

// Long text shown shortened with an expand/collapse toggle (reviews, spec 1 §4: collapsed beyond
// 133 characters). Both texts are in the HTML; the button swaps them and says which is shown.
//   <div data-collapsible>
//     <p data-collapsed-text>…</p> <p data-full-text hidden>…</p>
//     <button type="button" data-collapse-toggle aria-expanded="false" data-expand-label="…" data-collapse-label="…">…</button>
//   </div>

export function setUpCollapsibles(scope: ParentNode = document) {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-collapsible]')) {
    const short = root.querySelector<HTMLElement>('[data-collapsed-text]');
    const full = root.querySelector<HTMLElement>('[data-full-text]');
    const toggle = root.querySelector<HTMLButtonElement>('[data-collapse-toggle]');
    if (!short || !full || !toggle) continue;
    toggle.hidden = false;
    toggle.addEventListener('click', () => {
      const expand = toggle.getAttribute('aria-expanded') !== 'true';
      short.hidden = expand;
      full.hidden = !expand;
      toggle.setAttribute('aria-expanded', String(expand));
      toggle.textContent = (expand ? toggle.dataset.collapseLabel : toggle.dataset.expandLabel) ?? '';
    });
  }
}

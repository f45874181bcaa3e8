// A vertical ticker that shows one line at a time and moves up to the next every few seconds
// (the notice ticker, spec 1 §9: 6000 ms). It stops while pointed at or focused, so a line can be
// read and followed; with reduced motion the lines change without sliding.
//   <div data-ticker data-interval="6000"><ul data-ticker-track><li data-ticker-item>…</li>…</ul></div>

const SLIDE_MS = 500;

function setUp(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>('[data-ticker-track]');
  const items = track ? Array.from(track.querySelectorAll<HTMLElement>('[data-ticker-item]')) : [];
  if (!track || items.length < 2) return;
  const interval = Number(root.dataset.interval) || 6000;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  // A copy of the first line after the last lets the ticker move up once more and wrap unseen.
  const copy = items[0]!.cloneNode(true) as HTMLElement;
  copy.setAttribute('aria-hidden', 'true');
  copy.querySelectorAll('a').forEach((link) => link.setAttribute('tabindex', '-1'));
  track.append(copy);

  let index = 0;
  let paused = false;
  const show = (next: number, animate: boolean) => {
    index = next;
    track.style.transition = animate && !reducedMotion ? `transform ${SLIDE_MS}ms ease` : 'none';
    track.style.transform = `translateY(-${index * root.clientHeight}px)`;
    // Commits the jump, so that a slide started right after it starts from here.
    if (!animate) void track.offsetHeight;
  };
  track.addEventListener('transitionend', () => {
    if (index === items.length) show(0, false);
  });

  window.setInterval(() => {
    if (paused || document.hidden) return;
    if (reducedMotion) return show((index + 1) % items.length, false);
    // The wrap normally happens on transitionend; a background tab may have skipped it.
    if (index >= items.length) show(0, false);
    show(index + 1, true);
  }, interval);

  root.addEventListener('pointerenter', () => (paused = true));
  root.addEventListener('pointerleave', () => (paused = root.contains(document.activeElement)));
  // Tabbing to a line that is out of view brings it into view instead of scrolling the box.
  root.addEventListener('focusin', (event) => {
    paused = true;
    const line = items.findIndex((item) => item.contains(event.target as Node));
    root.scrollTop = 0;
    if (line >= 0) show(line, false);
  });
  root.addEventListener('focusout', () => (paused = false));
}

export function setUpTickers(scope: ParentNode = document) {
  scope.querySelectorAll<HTMLElement>('[data-ticker]').forEach(setUp);
}

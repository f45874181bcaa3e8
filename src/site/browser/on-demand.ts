// Islands that a visitor opens (modals, viewers) load their React code on the first click of a
// trigger, not with the page: a page ships no island JavaScript until someone asks for it
// (ARCHITECTURE.md principle 3), and pages without triggers never load it at all.
//
//   <button data-open-consult>…</button>
//   onDemand('[data-open-consult]', () => import('../../islands/consult/mount'));
//
// The loaded module's `open(trigger)` is called for this click and every later one; it owns its
// React root (src/islands/mount-island.tsx). This side imports the islands, never the reverse.
import type { OnDemandIsland } from '../../islands/mount-island';

export function onDemand(selector: string, load: () => Promise<OnDemandIsland>, doc: Document = document) {
  let island: Promise<OnDemandIsland> | undefined;
  doc.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.(selector) as HTMLElement | null;
    if (!trigger) return;
    event.preventDefault();
    trigger.setAttribute('aria-busy', 'true');
    island ??= load();
    island
      .then((loaded) => loaded.open(trigger))
      .catch((error: unknown) => {
        // A failed chunk load (offline, new deploy) must not leave the trigger dead: try again next click.
        island = undefined;
        console.error(error);
      })
      .finally(() => trigger.removeAttribute('aria-busy'));
  });
}

// The one shape of an on-demand island (loaded by src/site/browser/on-demand.ts on the first click
// of a trigger): its React tree renders once, into a container appended to <body>, and `open`
// acts on this click and every later one.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

export interface OnDemandIsland {
  /** Acts on a click; the trigger stays aria-busy until the promise it may return settles. */
  open(trigger: HTMLElement): void | Promise<void>;
}

/** An island that renders `element` before its first `open`; data-island names its container. */
export function mountIsland(name: string, element: ReactElement, open: OnDemandIsland['open']): OnDemandIsland {
  let mounted = false;
  return {
    open(trigger) {
      if (!mounted) {
        mounted = true;
        const container = document.createElement('div');
        container.dataset.island = name;
        document.body.append(container);
        createRoot(container).render(element);
      }
      return open(trigger);
    },
  };
}

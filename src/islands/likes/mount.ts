// The on-demand island behind every `[data-like]` button (src/site/client/islands.ts): no
// framework, only the toggle and, on the first click, the page's like states.
import type { OnDemandIsland } from '../../site/client/on-demand';
import { readButton } from './button';
import { syncLikes } from './sync';
import { toggleLike } from './toggle';

const island: OnDemandIsland = {
  open(trigger) {
    const button = readButton(trigger);
    if (!button) return;
    toggleLike(button);
    void syncLikes();
  },
};

export const { open } = island;

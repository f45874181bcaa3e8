// The on-demand island behind every `[data-like]` button (src/site/browser/islands.ts): no
// framework, only the toggle and the page's like states. A click made before the states have
// arrived waits for them (the trigger is busy meanwhile): toggled from the count the page was
// built with, one click would show one more, then the server's count of two more.
import type { OnDemandIsland } from '../mount-island';
import { readButton } from './button';
import { syncLikes } from './sync';
import { toggleLike } from './toggle';

const island: OnDemandIsland = {
  async open(trigger) {
    const button = readButton(trigger);
    if (!button) return;
    await syncLikes();
    toggleLike(button);
  },
};

export const { open } = island;

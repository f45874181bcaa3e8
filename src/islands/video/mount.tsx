// Placeholder until this island is built: the trigger does nothing yet.
import type { OnDemandIsland } from '../../site/client/on-demand';

const island: OnDemandIsland = {
  open() {},
};

export const { open } = island;

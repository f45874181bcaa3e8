// The album modal's on-demand entry: [data-open-album], with data-album-item naming the item to
// start at.
import { createRoot, type Root } from 'react-dom/client';
import type { OnDemandIsland } from '../../site/browser/on-demand';
import { AlbumModal, openAlbum } from './AlbumModal';

let root: Root | undefined;

const island: OnDemandIsland = {
  open(trigger) {
    if (!root) {
      root = createRoot(document.body.appendChild(document.createElement('div')));
      root.render(<AlbumModal />);
    }
    const itemId = Number(trigger.dataset.albumItem);
    openAlbum({ itemId: Number.isInteger(itemId) && itemId > 0 ? itemId : undefined });
  },
};

export const { open } = island;

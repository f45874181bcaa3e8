// The album modal's on-demand entry: [data-open-album], with data-album-item naming the item to
// start at.
import { mountIsland } from '../mount-island';
import { AlbumModal, albumModal } from './AlbumModal';

export const { open } = mountIsland('album', <AlbumModal />, (trigger) => {
  const itemId = Number(trigger.dataset.albumItem);
  albumModal.open({ itemId: Number.isInteger(itemId) && itemId > 0 ? itemId : undefined });
});

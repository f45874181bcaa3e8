// The micro-classroom viewer's on-demand entry: [data-open-micro] holds the item's id; the other
// cards of its section become the viewer's other slides.
import { mountIsland } from '../mount-island';
import { sectionItems } from './micro-data';
import { MicroViewerModal, microViewerModal } from './MicroViewer';

export const { open } = mountIsland('micro-classroom', <MicroViewerModal />, (trigger) => {
  const { ids, startIndex } = sectionItems(trigger);
  if (ids.every((id) => Number.isInteger(id) && id > 0)) microViewerModal.open({ ids, startIndex });
});

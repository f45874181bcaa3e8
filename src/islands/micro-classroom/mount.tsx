// The micro-classroom viewer's on-demand entry: [data-open-micro] holds the item's id; the other
// cards of its section become the viewer's other slides.
import { createRoot, type Root } from 'react-dom/client';
import type { OnDemandIsland } from '../../site/browser/on-demand';
import { sectionItems } from './micro-data';
import { MicroViewerModal, openMicroViewer } from './MicroViewer';

let root: Root | undefined;

const island: OnDemandIsland = {
  open(trigger) {
    const { ids, startIndex } = sectionItems(trigger);
    if (!ids.every((id) => Number.isInteger(id) && id > 0)) return;
    if (!root) {
      root = createRoot(document.body.appendChild(document.createElement('div')));
      root.render(<MicroViewerModal />);
    }
    openMicroViewer({ ids, startIndex });
  },
};

export const { open } = island;

// The 'not on PC yet' island: loaded on the first click of a [data-pc-unavailable] trigger.
import { createRoot } from 'react-dom/client';
import type { OnDemandIsland } from '../../site/browser/on-demand';
import { openPcNotice } from './notice';
import { PcNotice } from './PcNotice';

let mounted = false;

function mountOnce() {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.dataset.island = 'pc-notice';
  document.body.append(container);
  createRoot(container).render(<PcNotice />);
}

const island: OnDemandIsland = {
  open(trigger) {
    // A page that shows the notice itself as a native popover and also marks it data-pc-unavailable
    // (the home entry grid) routes clicks inside it here, where the shared handler has already
    // cancelled the popover's own OK button: close that popover instead of stacking a second notice.
    if (trigger.hasAttribute('popover')) {
      trigger.hidePopover?.();
      return;
    }
    mountOnce();
    openPcNotice(trigger.dataset.pcUnavailable);
  },
};

export const { open } = island;

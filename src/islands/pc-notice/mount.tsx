// The 'not on PC yet' island: loaded on the first click of a [data-pc-unavailable] trigger.
import { mountIsland } from '../mount-island';
import { openPcNotice, PcNotice } from './PcNotice';

export const { open } = mountIsland('pc-notice', <PcNotice />, (trigger) => {
  // A page that shows the notice itself as a native popover and also marks it data-pc-unavailable
  // (the home entry grid) routes clicks inside it here, where the shared handler has already
  // cancelled the popover's own OK button: close that popover instead of stacking a second notice.
  if (trigger.hasAttribute('popover')) trigger.hidePopover?.();
  else openPcNotice(trigger.dataset.pcUnavailable);
});

// The video modal's on-demand entry: [data-video-src] names an mp4 or m3u8 URL, data-video-title
// the modal's title and data-video-poster its still.
import { createRoot, type Root } from 'react-dom/client';
import type { OnDemandIsland } from '../../site/browser/on-demand';
import { openVideo, VideoModal } from './VideoModal';

let root: Root | undefined;

const island: OnDemandIsland = {
  open(trigger) {
    const src = trigger.dataset.videoSrc;
    if (!src) return;
    if (!root) {
      root = createRoot(document.body.appendChild(document.createElement('div')));
      root.render(<VideoModal />);
    }
    openVideo({ src, title: trigger.dataset.videoTitle, poster: trigger.dataset.videoPoster });
  },
};

export const { open } = island;

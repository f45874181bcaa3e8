// The video modal's on-demand entry: [data-video-src] names an mp4 or m3u8 URL, data-video-title
// the modal's title and data-video-poster its still.
import { mountIsland } from '../mount-island';
import { VideoModal, videoModal } from './VideoModal';

export const { open } = mountIsland('video', <VideoModal />, (trigger) => {
  const src = trigger.dataset.videoSrc;
  if (src) videoModal.open({ src, title: trigger.dataset.videoTitle, poster: trigger.dataset.videoPoster });
});

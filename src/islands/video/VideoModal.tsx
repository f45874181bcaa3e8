// The video modal (spec 1 §2.3): opened through $modal by any [data-video-src] trigger; closing
// unmounts the player, which stops playback.
import { modalNamed, NamedModal } from '../ui/NamedModal';
import { useT } from '../../ui/useT';
import { VideoPlayer } from './VideoPlayer';

export interface VideoModalProps {
  src: string;
  title?: string;
  poster?: string;
}

export const videoModal = modalNamed<VideoModalProps>('video');

export function VideoModal() {
  const t = useT();
  const title = (video: VideoModalProps | undefined) => video?.title || t('site.video.title');
  return (
    <NamedModal modal={videoModal} title={title} width="max-w-4xl">
      {(video) => <VideoPlayer key={video.src} src={video.src} poster={video.poster} label={title(video)} autoPlay className="aspect-video w-full rounded-lg" />}
    </NamedModal>
  );
}

// The video modal (spec 1 §2.3): opened through $modal by any [data-video-src] trigger; closing
// unmounts the player, which stops playback.
import { closeModal, openModal } from '../../stores/ui';
import { Modal } from '../../ui/Modal';
import { useModal } from '../ui/useModal';
import { useT } from '../../ui/useT';
import { VideoPlayer } from './VideoPlayer';

export const VIDEO_MODAL = 'video';

export interface VideoModalProps {
  src: string;
  title?: string;
  poster?: string;
}

export function openVideo(props: VideoModalProps) {
  openModal(VIDEO_MODAL, props);
}

export function VideoModal() {
  const t = useT();
  const video = useModal<VideoModalProps>(VIDEO_MODAL);
  const title = video?.title || t('site.video.title');
  return (
    <Modal open={!!video} title={title} onClose={() => closeModal(VIDEO_MODAL)} closeLabel={t('common.close')} width="max-w-4xl">
      {video && <VideoPlayer key={video.src} src={video.src} poster={video.poster} label={title} autoPlay className="aspect-video w-full rounded-lg" />}
    </Modal>
  );
}

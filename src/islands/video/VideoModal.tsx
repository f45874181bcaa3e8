// The video modal (spec 1 §2.3): opened through $modal by any [data-video-src] trigger; closing
// unmounts the player, which stops playback.
import { useStore } from '@nanostores/react';
import { $modal } from '../../stores/ui';
import { Modal } from '../ui/Modal';
import { useT } from '../useT';
import { VideoPlayer } from './VideoPlayer';

export const VIDEO_MODAL = 'video';

export interface VideoModalProps {
  src: string;
  title?: string;
  poster?: string;
}

export function openVideo(props: VideoModalProps) {
  $modal.set({ name: VIDEO_MODAL, props: { ...props } });
}

export function VideoModal() {
  const t = useT();
  const modal = useStore($modal);
  const video = modal?.name === VIDEO_MODAL ? (modal.props as unknown as VideoModalProps) : undefined;
  const title = video?.title || t('site.video.title');
  return (
    <Modal open={!!video} title={title} onClose={() => $modal.set(null)} closeLabel={t('common.close')} width="max-w-4xl">
      {video && <VideoPlayer key={video.src} src={video.src} poster={video.poster} label={title} autoPlay className="aspect-video w-full rounded-lg" />}
    </Modal>
  );
}

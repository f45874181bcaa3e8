// One video, mp4 or HLS, in a native <video controls>. hls.js is imported only for an .m3u8 source
// in a browser that cannot play HLS itself, so an mp4 never pays for it. Unmounting stops
// playback: a detached <video> would otherwise keep playing until it is garbage-collected.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../ui/useT';
import { isHlsSource, playsHlsNatively, STREAM_INITIAL_VOLUME } from '../../ui/video-source';

interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  autoPlay?: boolean;
  /** The accessible name of the player. */
  label: string;
  className?: string;
}

export function VideoPlayer({ src, poster, autoPlay = false, label, className = '' }: VideoPlayerProps) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let ended = false;
    let destroyHls: (() => void) | undefined;
    setUnsupported(false);
    // Autoplay with sound may still be refused (no recent click on this page); the controls remain.
    const start = () => {
      if (autoPlay && !ended) void video.play().catch(() => undefined);
    };

    if (isHlsSource(src)) video.volume = STREAM_INITIAL_VOLUME;
    if (isHlsSource(src) && !playsHlsNatively(video)) {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (ended) return;
        if (!Hls.isSupported()) {
          setUnsupported(true);
          return;
        }
        const hls = new Hls();
        destroyHls = () => hls.destroy();
        hls.on(Hls.Events.MANIFEST_PARSED, start);
        hls.loadSource(src);
        hls.attachMedia(video);
      });
    } else {
      video.src = src;
      start();
    }

    return () => {
      ended = true;
      video.pause();
      destroyHls?.();
      video.removeAttribute('src');
      video.load();
    };
  }, [src, autoPlay]);

  if (unsupported) {
    return <p className="flex aspect-video items-center justify-center bg-slate-900 px-4 text-center text-sm text-white">{t('site.video.unsupported')}</p>;
  }
  return (
    <video
      ref={ref}
      controls
      playsInline
      preload="metadata"
      poster={poster ?? undefined}
      aria-label={label}
      data-video-player
      data-hls={isHlsSource(src) ? 'true' : undefined}
      className={`block bg-black ${className}`}
    />
  );
}

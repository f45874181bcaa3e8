// One video, mp4 or HLS, in a native <video controls>. hls.js is imported only for an .m3u8 source
// in a browser that cannot play HLS itself (attachHls), so an mp4 never pays for it. Unmounting stops
// playback: a detached <video> would otherwise keep playing until it is garbage-collected.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../ui/useT';
import { attachHls, isHlsSource, playsHlsNatively, STREAM_INITIAL_VOLUME } from '../../ui/video-source';

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
    let detachHls: (() => void) | undefined;
    setUnsupported(false);
    // Autoplay with sound may still be refused (no recent click on this page); the controls remain.
    const start = () => {
      if (autoPlay && !ended) void video.play().catch(() => undefined);
    };

    if (isHlsSource(src)) video.volume = STREAM_INITIAL_VOLUME;
    if (isHlsSource(src) && !playsHlsNatively(video)) {
      detachHls = attachHls(video, src, { onUnsupported: () => setUnsupported(true), onReady: start });
    } else {
      video.src = src;
      start();
    }

    return () => {
      ended = true;
      video.pause();
      detachHls?.();
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

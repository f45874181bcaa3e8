// What kind of video a URL names, how loud a stream starts, and hls.js for a browser that cannot
// play a stream itself: the site's video players and the study player.

/** HLS playlists end in .m3u8 (a query string or fragment may follow). */
export function isHlsSource(src: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(src);
}

/** Streams start quietly: they are often live talks with loud openings. */
export const STREAM_INITIAL_VOLUME = 0.1;

/** Safari and recent Chromium play HLS themselves; only the others need hls.js. */
export function playsHlsNatively(video: HTMLMediaElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/**
 * Plays the HLS playlist `src` in `media` through hls.js, imported on first use (an mp4 never pays
 * for it); `onUnsupported` when hls.js cannot play here either, `onReady` once the playlist is
 * parsed. Returns the detach: after it, a late import attaches nothing.
 */
export function attachHls(media: HTMLMediaElement, src: string, { onUnsupported, onReady }: { onUnsupported(): void; onReady?(): void }): () => void {
  let detached = false;
  let destroy: (() => void) | undefined;
  void import('hls.js/light').then(({ default: Hls }) => {
    if (detached) return;
    if (!Hls.isSupported()) {
      onUnsupported();
      return;
    }
    const hls = new Hls();
    destroy = () => hls.destroy();
    if (onReady) hls.on(Hls.Events.MANIFEST_PARSED, onReady);
    hls.loadSource(src);
    hls.attachMedia(media);
  });
  return () => {
    detached = true;
    destroy?.();
  };
}

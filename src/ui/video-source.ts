// What kind of video a URL names, and how loud a stream starts: the site's video players and the study player.

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

// hls.js ships the light build (no subtitles, alternate audio or DRM: none of which the portal's
// streams use) without a declaration of its own; its API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}

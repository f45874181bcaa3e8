// The video and audio player (spec 3 §3 Online classroom, §4 Video, §9): plyr's labelled controls
// (space plays and pauses, the arrows seek), speeds 0.75 to 2, the renditions as 360P to 1080P,
// streams starting at volume 0.1, resuming at the last position with a 3-second hint. hls.js is
// imported only when an HLS source plays in a browser without native HLS, so nothing else ships it.
// Plyr wraps the media element in its own markup, so the element is made here, outside React.
// plyr itself (./plyr-player.ts) is built when the media first plays: by itself (the resume), or by
// the poster's play button, a real button with plyr's label that starts playing at the first tap or
// key and leaves its place (and the focus) to plyr's controls; until then the screen pays nothing for
// it (issue 28's Lighthouse line: plyr's construction was the classroom pages' longest start-up task).
// A video or audio without permission (an empty learning record, spec 2 §8, spec 3 §9) gets the same
// player empty: no source, no autoplay, nothing tracked, and a line saying why.
import type Plyr from 'plyr';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../ui/useT';
import { attachHls, isHlsSource, playsHlsNatively, STREAM_INITIAL_VOLUME } from '../../ui/video-source';
import { PLAYBACK_SPEEDS } from '../../lib/exam/labels';
import { qualityHeight, qualityLabel } from '../../lib/study/classroom-player';
import { formatDuration } from '../../lib/study/rates';
import { trackProgress, type TrackedClassroom } from './progress';

const RESUME_HINT_MS = 3000;
/** A resume position this close to the end starts again from the beginning. */
const END_MARGIN_MS = 1000;

const PLYR_LABELS = [
  'play',
  'pause',
  'seek',
  'seekLabel',
  'played',
  'buffered',
  'currentTime',
  'duration',
  'volume',
  'mute',
  'unmute',
  'settings',
  'menuBack',
  'speed',
  'normal',
  'quality',
  'enterFullscreen',
  'exitFullscreen',
] as const;

export interface MediaPlayerProps {
  kind: 'video' | 'audio';
  /** null: no permission (an empty learning record): an empty player, without autoplay. */
  src: string | null;
  renditions: { templateType: string; url: string }[];
  poster: string | null;
  title: string;
  /** The learning record's resume position; null: the record is empty, so no autoplay. */
  resumeAtMs: number | null;
  /** null: nothing to track (the empty player). */
  tracked: TrackedClassroom | null;
}

export function MediaPlayer({ kind, src, renditions, poster, title, resumeAtMs, tracked }: MediaPlayerProps) {
  const renditionKey = JSON.stringify(renditions);
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  /** Whether plyr is built over the media (until then a video with a source shows its poster's play button). */
  const [built, setBuilt] = useState(false);
  /** The poster's play button: plays the media (in the tap's own task, as autoplay rules ask) and builds plyr. */
  const start = useRef<(() => void) | null>(null);
  // The latest props for the effect, which runs once per source (a new learning record must not restart playback).
  const latest = useRef({ tracked, resumeAtMs, title, t });
  latest.current = { tracked, resumeAtMs, title, t };

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const { tracked, resumeAtMs, title, t } = latest.current;
    let closed = false;
    let detachHls: (() => void) | undefined;
    let hintTimer: number | undefined;

    const media = document.createElement(kind);
    media.setAttribute('playsinline', '');
    media.setAttribute('preload', 'metadata');
    media.setAttribute('aria-label', title);
    media.dataset.classroomMedia = kind;
    // The box's size before plyr wraps it (plyr's styles size it after).
    media.className = 'size-full';
    if (poster && kind === 'video') media.setAttribute('poster', poster);
    const stream = src !== null && isHlsSource(src);
    media.dataset.stream = src === null ? 'none' : stream ? 'hls' : 'file';
    const sizes = (JSON.parse(renditionKey) as MediaPlayerProps['renditions']).map(({ templateType, url }) => ({ url, size: qualityHeight(templateType) }));
    const options = sizes.map(({ size }) => size).sort((a, b) => b - a);
    const defaultQuality = options.includes(720) ? 720 : (options[0] ?? 720);
    if (src !== null && !stream && sizes.length > 0) {
      // The default rendition first, so the browser plays it before plyr is there, and absolute
      // addresses, which plyr compares with the playing one (currentSrc): plyr, built while the media
      // plays, then finds the quality it wants already playing and does not load the media again.
      for (const { url, size } of [...sizes].sort((a, b) => Number(b.size === defaultQuality) - Number(a.size === defaultQuality))) {
        const source = document.createElement('source');
        source.src = new URL(url, document.baseURI).href;
        source.type = 'video/mp4';
        source.setAttribute('size', String(size));
        media.append(source);
      }
    }
    container.append(media);
    if (stream) media.volume = STREAM_INITIAL_VOLUME;

    let player: Plyr | undefined;
    let building: Promise<Plyr | undefined> | undefined;
    const build = () =>
      (building ??= import('./plyr-player').then(({ createPlyr }) => {
        if (closed) return undefined;
        player = createPlyr(media, {
          blankVideo: '',
          storage: { enabled: false },
          keyboard: { focused: true, global: false },
          // A video's player is the 16:9 box it sits in from the start: the empty one has no picture to
          // take its shape from, and a playing one would otherwise take it from the file's metadata and
          // grow once it arrives (a layout shift; a picture of another shape is letterboxed in the box).
          ...(kind === 'video' ? { ratio: '16:9' } : {}),
          seekTime: 5,
          volume: stream ? STREAM_INITIAL_VOLUME : 1,
          speed: { selected: 1, options: [...PLAYBACK_SPEEDS] },
          quality: { default: defaultQuality, options },
          settings: sizes.length > 0 ? ['quality', 'speed'] : ['speed'],
          controls: [...(src === null ? [] : ['play-large']), 'play', 'progress', 'current-time', 'duration', 'mute', 'volume', 'settings', ...(kind === 'video' ? ['fullscreen'] : [])],
          i18n: {
            ...Object.fromEntries(PLYR_LABELS.map((name) => [name, t(`study.player.plyr.${name}`)])),
            qualityLabel: Object.fromEntries([360, 480, 720, 1080].map((height) => [height, qualityLabel(height)])),
          },
        });
        if (stream) media.volume = STREAM_INITIAL_VOLUME;
        setBuilt(true);
        return player;
      }, () => {
        // plyr's chunk did not arrive (offline before it was ever loaded): the browser's own controls.
        if (!closed) {
          media.controls = true;
          setBuilt(true);
        }
        return undefined;
      }));
    if (src === null || kind === 'audio') {
      // At once: the empty player shows plyr's controls over no source (there is nothing to start),
      // and an audio has no picture to show until then (its bar is plyr's).
      void build();
    } else {
      media.addEventListener('play', () => void build(), { once: true });
      start.current = () => {
        void media.play().catch(() => undefined);
        // The button goes once plyr is there: the keyboard's focus moves to plyr's play button (which now pauses).
        void build().then(() => container.querySelector<HTMLElement>('.plyr__controls [data-plyr="play"]')?.focus());
      };
    }

    const stopTracking = src !== null && tracked ? trackProgress(media, tracked) : () => undefined;

    // A video in a background tab, or on a phone whose screen went off, pauses (issue 28 item 6):
    // nobody is watching it, and the pause reports what was played (the tracker reports on hiding
    // too). Audio plays on: listening needs no screen.
    const pauseWhenHidden = () => {
      if (document.visibilityState === 'hidden' && kind === 'video' && !media.paused) media.pause();
    };
    document.addEventListener('visibilitychange', pauseWhenHidden);

    media.addEventListener(
      'loadedmetadata',
      () => {
        if (closed || resumeAtMs === null || src === null) return;
        const durationMs = media.duration * 1000;
        if (resumeAtMs > 0 && resumeAtMs < durationMs - END_MARGIN_MS) {
          media.currentTime = resumeAtMs / 1000;
          // The hint names whole seconds: under one there is nothing to speak of.
          if (resumeAtMs >= 1000) {
            setHint(t('study.player.resume', { time: formatDuration(resumeAtMs) }));
            hintTimer = window.setTimeout(() => setHint(null), RESUME_HINT_MS);
          }
        }
        // Autoplay may be refused (no recent click on this page); the controls remain.
        void media.play().catch(() => undefined);
      },
      { once: true },
    );

    if (src === null) {
      // The empty player: plyr's controls over no source.
    } else if (stream && !playsHlsNatively(media)) {
      detachHls = attachHls(media, src, { onUnsupported: () => setUnsupported(true) });
    } else if (sizes.length === 0) {
      media.src = src;
    }

    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', pauseWhenHidden);
      window.clearTimeout(hintTimer);
      setHint(null);
      stopTracking();
      media.pause();
      detachHls?.();
      start.current = null;
      player?.destroy();
      setBuilt(false);
      container.replaceChildren();
    };
  }, [kind, src, renditionKey, poster]);

  if (unsupported) {
    return <p className="flex aspect-video items-center justify-center bg-slate-900 px-4 text-center text-sm text-white">{t('site.video.unsupported')}</p>;
  }
  return (
    // plyr's accent in the school's colour: its default light blue under white text fails contrast.
    <div className="relative [--plyr-color-main:var(--color-brand)]" data-media-player={kind}>
      <div ref={box} className={kind === 'video' ? 'aspect-video w-full bg-black' : 'w-full'} />
      {kind === 'video' && src !== null && !built && (
        // The poster's play button until plyr is built (plyr's large play button, in its place and with its label).
        <button
          type="button"
          className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          aria-label={t('study.player.plyr.play')}
          onClick={() => start.current?.()}
          data-player-start
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="ml-1 size-8">
            <path fill="currentColor" d="M7 4.5v15l12.5-7.5z" />
          </svg>
        </button>
      )}
      {src === null && (
        <p
          role="status"
          className={
            kind === 'video'
              ? 'pointer-events-none absolute inset-x-0 top-[40%] mx-auto w-fit max-w-[90%] rounded bg-black/70 px-4 py-2 text-center text-sm text-white'
              : 'mt-2 text-sm text-slate-600'
          }
          data-no-permission
        >
          {t('study.player.noPermission')}
        </p>
      )}
      {hint && (
        <p role="status" className="pointer-events-none absolute left-3 top-3 rounded bg-black/70 px-3 py-1.5 text-sm text-white" data-resume-hint>
          {hint}
        </p>
      )}
    </div>
  );
}

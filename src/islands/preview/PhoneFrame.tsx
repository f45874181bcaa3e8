// The mobile web app in a phone's bezel: laid out 375 wide and scaled by the window-width rule,
// behind a spinner until the page has loaded.
import { useRef, useState } from 'react';
import { PREVIEW_FRAME_WIDTH } from '../../lib/preview-frame';
import { useT } from '../../ui/useT';
import { useFrameScale } from './useFrameScale';
import { useFrameSession } from './useFrameSession';

/** A phone's CSS height at 375 wide (iPhone 6 to 8); short enough for a laptop's window once scaled. */
const PREVIEW_FRAME_HEIGHT = 667;

export function PhoneFrame({ src }: { src: string }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const scale = useFrameScale();
  const { onFrameLoad } = useFrameSession(frame, src);

  return (
    <div className="shrink-0 rounded-[2.25rem] bg-slate-900 p-2.5 shadow-xl ring-1 ring-slate-900/10">
      <div
        className="relative overflow-hidden rounded-[1.75rem] bg-white"
        style={{ width: PREVIEW_FRAME_WIDTH * scale, height: PREVIEW_FRAME_HEIGHT * scale }}
        data-preview-viewport
        data-scale={scale}
      >
        <iframe
          ref={frame}
          src={src}
          title={t('site.preview.frame')}
          width={PREVIEW_FRAME_WIDTH}
          height={PREVIEW_FRAME_HEIGHT}
          onLoad={() => {
            setLoaded(true);
            onFrameLoad();
          }}
          className="block origin-top-left border-0 bg-white"
          style={{ width: PREVIEW_FRAME_WIDTH, height: PREVIEW_FRAME_HEIGHT, transform: `scale(${scale})` }}
          data-preview-frame
        />
        {!loaded && (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white text-sm text-slate-600" data-preview-loading>
            <span aria-hidden="true" className="size-8 rounded-full border-[3px] border-slate-200 border-t-brand motion-safe:animate-spin" />
            {t('common.preview.loading')}
          </div>
        )}
      </div>
    </div>
  );
}

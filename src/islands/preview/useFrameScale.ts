// The preview frame's scale for the current window width (src/lib/preview-frame.ts), kept up to date on resize.
import { useEffect, useState } from 'react';
import { previewFrameScale } from '../../lib/preview-frame';

export function useFrameScale(): number {
  const [scale, setScale] = useState(() => previewFrameScale(window.innerWidth));
  useEffect(() => {
    const onResize = () => setScale(previewFrameScale(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

// One captcha at a time: a fresh key, the image fetched through the API client (it needs the
// client's Authorization header, so a plain <img src> cannot load it) and shown by object URL.
// The first one is the page script's (first-captcha.ts), drawn before the island's code arrived.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getBrowserClient } from '../../api/browser-client';
import { type Captcha, newCaptchaKey } from './captcha-key';
import { firstCaptchaOnScreen, takeFirstCaptcha } from './first-captcha';

export function useCaptcha() {
  // Hydration keeps the DOM as it finds it: the first render shows what the page script put there.
  const [captcha, setCaptcha] = useState<Captcha | undefined>(firstCaptchaOnScreen);
  const [failed, setFailed] = useState(false);
  const latest = useRef('');

  const refresh = useCallback(() => {
    const key = newCaptchaKey();
    latest.current = key;
    setFailed(false);
    getBrowserClient()
      .GET('/api/oauth/anyTenant/captcha', { params: { query: { key } }, parseAs: 'blob' })
      .then(({ data }) => {
        // A slower answer for a key already replaced must not overwrite the newer image.
        if (latest.current !== key || !(data instanceof Blob)) return;
        setCaptcha({ key, imageUrl: URL.createObjectURL(data) });
      })
      .catch(() => {
        if (latest.current === key) setFailed(true);
      });
  }, []);

  // The replaced image's object URL is released once the new one is on screen.
  useEffect(() => {
    const url = captcha?.imageUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [captcha?.imageUrl]);

  useEffect(() => {
    const first = takeFirstCaptcha();
    if (!first) {
      refresh();
      return;
    }
    latest.current = first.key;
    // Already on screen (then this changes nothing), or still on its way; a failed one is drawn again.
    first.image.then(
      (drawn) => latest.current === first.key && setCaptcha(drawn),
      () => latest.current === first.key && refresh(),
    );
  }, [refresh]);

  return { captcha, failed, refresh };
}

// The certificate query's first captcha, drawn by a small page script as the page loads, so a
// visitor has an image to type from before the island's code (React and all, loaded on the first
// interaction) arrives. The script fills the image CaptchaImage renders at build time; the island,
// once hydrated, takes that captcha over (useCaptcha): the same key and image, no second draw.
//
// A plain fetch, not the API client: the client (openapi-fetch, its middleware, the toasts) would
// weigh more than the rest of the page's script. The headers are the client's own (request-headers.ts).
import { browserRequestContext } from '../../api/browser-context';
import { basicAuthorization, defaultCredentials, requestHeaders, stampTime } from '../../api/request-headers';
import type { paths } from '../../api/schema';
import { type Captcha, newCaptchaKey } from './captcha-key';

const CAPTCHA_PATH = '/api/oauth/anyTenant/captcha' satisfies keyof paths;

interface FirstCaptcha {
  key: string;
  image: Promise<Captcha>;
  /** Set once the page script has put it on screen. */
  shown?: Captcha;
}

let first: FirstCaptcha | undefined;
/** The island has taken over: from then on only React writes the captcha box. */
let taken = false;

async function fetchCaptcha(key: string): Promise<Captcha> {
  const url = stampTime(new URL(CAPTCHA_PATH, window.location.origin));
  url.searchParams.set('key', key);
  const response = await fetch(url, { headers: requestHeaders(browserRequestContext(), basicAuthorization(defaultCredentials())) });
  if (!response.ok) throw new Error(`captcha: HTTP ${response.status}`);
  return { key, imageUrl: URL.createObjectURL(await response.blob()) };
}

/** Shows the captcha in the box CaptchaImage rendered at build time: its image, its placeholder hidden. */
function show(captcha: Captcha): boolean {
  const box = document.querySelector('#certificate-query-island [data-captcha-image]');
  const image = box?.querySelector('img');
  const placeholder = box?.querySelector<HTMLElement>('[data-captcha-placeholder]');
  if (!image || !placeholder) return false;
  image.src = captcha.imageUrl;
  image.dataset.captchaKey = captcha.key;
  image.hidden = false;
  placeholder.hidden = true;
  return true;
}

function draw() {
  if (taken || first) return;
  const key = newCaptchaKey();
  const drawn: FirstCaptcha = { key, image: fetchCaptcha(key) };
  first = drawn;
  drawn.image.then(
    (captcha) => {
      if (!taken && show(captcha)) drawn.shown = captcha;
    },
    // The island draws one of its own when it takes over.
    () => undefined,
  );
}

/** The page script: draws the first captcha once the page's scripts have run. */
export function drawFirstCaptcha(): void {
  // The layout's bootstrap sets the tenant the headers name: waiting for the document keeps that
  // true whatever order the page's scripts come in.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', draw, { once: true });
  else draw();
}

/** The captcha the page script has already put on screen: the island's first render must show the same. */
export function firstCaptchaOnScreen(): Captcha | undefined {
  return taken ? undefined : first?.shown;
}

/** For the island, once: the first captcha, on screen or on its way; undefined when none was drawn. */
export function takeFirstCaptcha(): Pick<FirstCaptcha, 'key' | 'image'> | undefined {
  if (taken) return undefined;
  taken = true;
  return first;
}

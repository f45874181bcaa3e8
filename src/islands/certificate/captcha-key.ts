// The captcha key of spec 1 §7.2, §9: 16 random characters, new for every captcha image, so a
// key the server has already spent is never asked again. The captcha on screen is that key with
// its image (first-captcha.ts draws the first, useCaptcha the later ones).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const CAPTCHA_KEY_LENGTH = 16;

export function newCaptchaKey(): string {
  // 62 does not divide 256: bytes of 248 and above are drawn again, so every character is equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  let key = '';
  while (key.length < CAPTCHA_KEY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CAPTCHA_KEY_LENGTH))) {
      if (byte < limit && key.length < CAPTCHA_KEY_LENGTH) key += ALPHABET[byte % ALPHABET.length];
    }
  }
  return key;
}

export interface Captcha {
  /** The key of the image on screen; send it with the code typed from that image. */
  key: string;
  imageUrl: string;
}

// QR codes drawn at build time as inline SVG: no image request, no script, sharp at any size,
// and the encoded address stays in the page for anyone who cannot scan.
import QRCode from 'qrcode';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * An <svg> of the QR code for `text`, announced to assistive technology as one image named by
 * `label` (a screen reader has no use for the hundreds of module paths inside).
 */
export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    // 'M' still scans when a phone catches the code at an angle off a monitor.
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#0f172a', light: '#ffffff' },
  });
  return svg.replace(
    '<svg ',
    `<svg role="img" aria-label="${escapeAttribute(label)}" class="block h-full w-full" focusable="false" data-qr="${escapeAttribute(text)}" `,
  );
}

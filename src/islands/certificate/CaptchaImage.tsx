// The captcha image as a button: a click draws a new one. data-captcha-key names the key the
// image was drawn for (development tools read the text by it).
import type { Captcha } from './captcha-key';

interface CaptchaImageProps {
  captcha: Captcha | undefined;
  failed: boolean;
  onRefresh: () => void;
  /** The image's alternative text, which names the button (an aria-label would hide it from the field's label). */
  label: string;
  refreshLabel: string;
  failedLabel: string;
}

export function CaptchaImage({ captcha, failed, onRefresh, label, refreshLabel, failedLabel }: CaptchaImageProps) {
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={refreshLabel}
      className="flex h-[46px] w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-300 bg-slate-50 text-xs text-slate-500 hover:border-brand"
      data-captcha-image
    >
      {/* Both the image and the placeholder are always there, shown in turn, so that the page script
          of first-captcha.ts can fill the image before hydration and React still finds the
          structure it rendered. */}
      <img src={captcha?.imageUrl} alt={label} width={120} height={40} className="h-10 w-[120px]" data-captcha-key={captcha?.key} hidden={!captcha} />
      <span hidden={Boolean(captcha)} data-captcha-placeholder>
        <span aria-hidden="true">{failed ? failedLabel : '…'}</span>
        <span className="sr-only">{label}</span>
      </span>
    </button>
  );
}

// The verification-code button (spec 1 §4, §5.1 sending a code) of every form that asks for an SMS
// code: checks the mobile (src/lib's rules), sends, then counts down on the form's countdown store.
// Where the warnings, the confirmation and a failure appear is the form's choice, so the button
// only reports them. It stays focusable and clickable during the countdown (aria-disabled, not
// disabled) so that a click can say why nothing is sent.
import { useStore } from '@nanostores/react';
import { type ButtonHTMLAttributes, useState } from 'react';
import type { MessageKey } from '../../i18n';
import { validateSendCode } from '../../lib/forms';
import { codeButtonLabel } from '../../lib/code-countdown';
import { CODE_COUNTDOWN_SECONDS } from '../../lib/limits';
import { useT } from '../../ui/useT';
import type { CodeCountdown } from './code-countdown';

// The sign-in pages' button keeps its width through the countdown; the consult modal's fills on
// hover like the modal's other buttons.
const LOOKS = {
  page: { base: 'min-w-[7rem] sm:min-w-[8.5rem]', idle: 'hover:bg-brand/5', waiting: 'bg-slate-100 text-slate-600' },
  modal: {
    base: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
    idle: 'hover:bg-brand hover:text-white',
    waiting: 'bg-slate-50 text-slate-500',
  },
};

type CodeButtonProps<Sent> = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'className'> & {
  mobile: string;
  countdown: CodeCountdown;
  send(mobile: string): Promise<Sent>;
  /** A check before sending failed: the mobile is missing or wrong, or the countdown still runs. */
  onRefused(warning: MessageKey): void;
  /** The checks passed and the code is on its way. */
  onSending?(): void;
  /** The send call's answer (spec 1 §4). */
  onSent(sent: Sent): void;
  onFailed(error: unknown): void;
  look: keyof typeof LOOKS;
};

export function CodeButton<Sent extends { resendSeconds?: number }>({
  mobile,
  countdown,
  send,
  onRefused,
  onSending,
  onSent,
  onFailed,
  look,
  ...button
}: CodeButtonProps<Sent>) {
  const t = useT();
  const seconds = useStore(countdown.$secondsLeft);
  const sentBefore = useStore(countdown.$sentBefore);
  const [sending, setSending] = useState(false);
  const running = seconds > 0;

  async function request() {
    if (sending) return;
    const warning = validateSendCode(mobile.trim(), { countdownRunning: running });
    if (warning) {
      onRefused(warning);
      return;
    }
    onSending?.();
    setSending(true);
    try {
      const sent = await send(mobile.trim());
      // Spec 1 §9's length, unless the server's answer says otherwise.
      countdown.start(sent.resendSeconds && sent.resendSeconds > 0 ? sent.resendSeconds : CODE_COUNTDOWN_SECONDS);
      onSent(sent);
    } catch (error) {
      onFailed(error);
    } finally {
      setSending(false);
    }
  }

  const waiting = running || sending;
  const label = codeButtonLabel({ seconds, sentBefore });
  const { base, idle, waiting: busy } = LOOKS[look];
  return (
    <button
      {...button}
      type="button"
      onClick={request}
      aria-disabled={waiting || undefined}
      aria-busy={sending || undefined}
      className={`${base} shrink-0 rounded-lg border px-3 text-sm font-medium whitespace-nowrap tabular-nums transition ${
        waiting ? `cursor-not-allowed border-slate-200 ${busy}` : `border-brand text-brand ${idle}`
      }`}
    >
      {t(label)}
    </button>
  );
}

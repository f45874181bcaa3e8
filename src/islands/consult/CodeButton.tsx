// The verification-code button (spec 1 §4, §5.1 sending a code): 'get code', then '{n} seconds to
// re-get' for the countdown, then 're-get'. The checks before sending are src/lib's; where their
// warnings appear is the form's choice, so the button only reports them.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MessageKey } from '../../i18n';
import { validateSendCode } from '../../lib/forms';
import { useT } from '../useT';
import { CODE_COUNTDOWN_SECONDS, type Countdown } from './countdown';

export type CodeButtonOutcome =
  | { kind: 'warning'; key: MessageKey }
  | { kind: 'sent'; key: MessageKey }
  | { kind: 'failed'; key: MessageKey };

interface CodeButtonProps<Sent> {
  mobile: string;
  countdown: Countdown;
  send: (mobile: string) => Promise<Sent>;
  onOutcome: (outcome: CodeButtonOutcome) => void;
  /** The send call's answer, handed to the parent (spec 1 §4). */
  onSent?: (sent: Sent) => void;
  className?: string;
}

export function CodeButton<Sent extends { resendSeconds?: number }>({ mobile, countdown, send, onOutcome, onSent, className = '' }: CodeButtonProps<Sent>) {
  const t = useT();
  const secondsLeft = useStore(countdown.$secondsLeft);
  const sentBefore = useStore(countdown.$sentBefore);
  const [sending, setSending] = useState(false);
  const running = secondsLeft > 0;

  async function request() {
    if (sending) return;
    const warning = validateSendCode(mobile.trim(), { countdownRunning: running });
    if (warning) {
      onOutcome({ kind: 'warning', key: warning });
      return;
    }
    setSending(true);
    try {
      const sent = await send(mobile.trim());
      countdown.start(sent.resendSeconds || CODE_COUNTDOWN_SECONDS);
      onOutcome({ kind: 'sent', key: 'auth.code.sent' });
      onSent?.(sent);
    } catch {
      onOutcome({ kind: 'failed', key: 'auth.code.sendFailed' });
    } finally {
      setSending(false);
    }
  }

  const label = running ? t('auth.code.countdown', { n: secondsLeft }) : sentBefore ? t('auth.code.reget') : t('auth.code.get');
  return (
    <button
      type="button"
      onClick={request}
      // Not `disabled`: a click during the countdown must still explain itself (spec 1 §5.1).
      aria-disabled={running || sending}
      data-code-button
      className={`shrink-0 rounded-lg border px-3 text-sm font-medium whitespace-nowrap tabular-nums transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
        running || sending ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500' : 'border-brand text-brand hover:bg-brand hover:text-white'
      } ${className}`}
    >
      {label}
    </button>
  );
}

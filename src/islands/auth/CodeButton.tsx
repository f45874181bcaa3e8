// The verification-code button (spec 1 §4, §5.1 'sending a code'): checks the mobile, sends a
// MOBILE_LOGIN_REGISTER code, then counts down. It stays focusable and clickable during the
// countdown (aria-disabled, not disabled) so that a click can say why nothing is sent.
import { useState } from 'react';
import { call, isApiCallError } from '../../api/client';
import type { components } from '../../api/schema';
import { validateSendCode } from '../../lib/forms';
import { showToast } from '../../stores/ui';
import { useAuthT } from './AuthLocale';
import { CODE_COUNTDOWN_SECONDS, codeButtonLabel } from './code-countdown';
import { getQuietClient } from './quiet-client';
import { useCountdown } from './useCountdown';

export type SmsCodeSent = components['schemas']['SmsCodeSent'];

interface CodeButtonProps {
  mobile: string;
  /** A warning about the mobile, shown beside the mobile field; undefined clears it. */
  onMobileError(message: string | undefined): void;
  /** After a successful send the answer is handed to the parent (spec 1 §4). */
  onSent?(sent: SmsCodeSent): void;
}

export function CodeButton({ mobile, onMobileError, onSent }: CodeButtonProps) {
  const t = useAuthT();
  const { seconds, running, start } = useCountdown();
  const [sentBefore, setSentBefore] = useState(false);
  const [sending, setSending] = useState(false);

  async function send() {
    if (sending) return;
    const warning = validateSendCode(mobile, { countdownRunning: running });
    if (warning === 'validation.countdownRunning') {
      showToast({ kind: 'warning', message: t(warning) });
      return;
    }
    onMobileError(warning && t(warning));
    if (warning) return;
    setSending(true);
    try {
      // The quiet client: the toast below says both that and why it failed, once.
      const sent = await call(getQuietClient().GET('/api/oauth/anyTenant/sendSmsCode', { params: { query: { mobile, templateCode: 'MOBILE_LOGIN_REGISTER' } } }));
      setSentBefore(true);
      start(sent.resendSeconds > 0 ? sent.resendSeconds : CODE_COUNTDOWN_SECONDS);
      showToast({ kind: 'success', message: t('auth.code.sent') });
      onSent?.(sent);
    } catch (error) {
      const reason = isApiCallError(error) && error.reason !== 'cancelled' ? error.msg : undefined;
      showToast({ kind: 'error', message: reason ? t('auth.code.sendFailedBecause', { reason }) : t('auth.code.sendFailed') });
    } finally {
      setSending(false);
    }
  }

  const waiting = running || sending;
  const label = codeButtonLabel({ seconds, sentBefore });
  return (
    <button
      type="button"
      onClick={send}
      aria-disabled={waiting || undefined}
      aria-busy={sending || undefined}
      data-send-code
      className={`min-w-[7rem] shrink-0 rounded-lg border px-3 sm:min-w-[8.5rem] text-sm font-medium whitespace-nowrap tabular-nums transition ${
        waiting ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600' : 'border-brand text-brand hover:bg-brand/5'
      }`}
    >
      {t(label.key, label.params)}
    </button>
  );
}

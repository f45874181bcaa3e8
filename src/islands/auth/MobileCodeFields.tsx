// The mobile and SMS-code fields every way in shares (spec 1 §5.1: 'mobile and code as for login').
import type { ReactNode } from 'react';
import { call, isApiCallError } from '../../api/client';
import type { MessageKey } from '../../i18n';
import { CODE_LENGTH, MOBILE_LENGTH } from '../../lib/limits';
import { showToast } from '../../stores/ui';
import { CodeButton } from '../ui/CodeButton';
import { createCodeCountdown } from '../ui/code-countdown';
import { useT } from '../../ui/useT';
import { getQuietClient } from './quiet-client';
import { TextField } from './TextField';

interface FieldProps {
  id: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}

// The two fields differ only in what they ask for; both take digits and drop stray spaces.
const DIGIT_FIELDS = {
  mobile: { label: 'auth.login.mobile', placeholder: 'auth.login.mobilePlaceholder', type: 'tel', autoComplete: 'tel', maxLength: MOBILE_LENGTH },
  code: { label: 'auth.login.code', placeholder: 'auth.login.codePlaceholder', type: 'text', autoComplete: 'one-time-code', maxLength: CODE_LENGTH },
} satisfies Record<string, { label: MessageKey; placeholder: MessageKey; type: string; autoComplete: string; maxLength: number }>;

function DigitField({ name, onChange, ...field }: FieldProps & { name: keyof typeof DIGIT_FIELDS; addon?: ReactNode }) {
  const t = useT();
  const { label, placeholder, ...input } = DIGIT_FIELDS[name];
  return <TextField {...field} {...input} name={name} inputMode="numeric" label={t(label)} placeholder={t(placeholder)} onChange={(value) => onChange(value.trim())} />;
}

export function MobileField(props: FieldProps) {
  return <DigitField name="mobile" {...props} />;
}

// One page shows one sign-in form: its countdown outlives a switch of login mode.
const signInCodeCountdown = createCodeCountdown();

function sendSignInCode(mobile: string) {
  // The quiet client: the failure toast below says both that and why it failed, once.
  return call(getQuietClient().GET('/api/oauth/anyTenant/sendSmsCode', { params: { query: { mobile, templateCode: 'MOBILE_LOGIN_REGISTER' } } }));
}

/** `onMobileError` shows a warning about the mobile beside the mobile field; undefined clears it. */
export function CodeField({ mobile, onMobileError, ...field }: FieldProps & { mobile: string; onMobileError(message: string | undefined): void }) {
  const t = useT();
  return (
    <DigitField
      name="code"
      {...field}
      addon={
        <CodeButton
          look="page"
          data-send-code
          mobile={mobile}
          countdown={signInCodeCountdown}
          send={sendSignInCode}
          onRefused={(warning) => (warning === 'validation.countdownRunning' ? showToast({ kind: 'warning', message: t(warning) }) : onMobileError(t(warning)))}
          onSending={() => onMobileError(undefined)}
          onSent={() => showToast({ kind: 'success', message: t('auth.code.sent') })}
          onFailed={(error) => {
            const reason = isApiCallError(error) && error.reason !== 'cancelled' ? error.msg : undefined;
            showToast({ kind: 'error', message: reason ? t('auth.code.sendFailedBecause', { reason }) : t('auth.code.sendFailed') });
          }}
        />
      }
    />
  );
}

// The mobile and SMS-code fields every way in shares (spec 1 §5.1: 'mobile and code as for login').
import { CODE_LENGTH, MOBILE_LENGTH } from '../../lib/limits';
import { useAuthT } from './AuthLocale';
import { CodeButton } from './CodeButton';
import { TextField } from './TextField';

interface FieldProps {
  id: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

export function MobileField({ id, value, error, onChange }: FieldProps) {
  const t = useAuthT();
  return (
    <TextField
      id={id}
      label={t('auth.login.mobile')}
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={MOBILE_LENGTH}
      placeholder={t('auth.login.mobilePlaceholder')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.trim())}
    />
  );
}

export function CodeField({ id, value, error, onChange, mobile, onMobileError }: FieldProps & { mobile: string; onMobileError(message: string | undefined): void }) {
  const t = useAuthT();
  return (
    <TextField
      id={id}
      label={t('auth.login.code')}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder={t('auth.login.codePlaceholder')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.trim())}
      addon={<CodeButton mobile={mobile} onMobileError={onMobileError} />}
    />
  );
}

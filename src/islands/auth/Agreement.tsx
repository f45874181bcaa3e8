// The agreement checkbox of the login form (spec 1 §2.9, §5.1): it must be ticked to log in.
import { useT } from '../../ui/useT';
import { FieldMessage } from './TextField';

interface AgreementProps {
  id: string;
  checked: boolean;
  error?: string;
  onChange(checked: boolean): void;
}

export function Agreement({ id, checked, error, onChange }: AgreementProps) {
  const t = useT();
  const errorId = `${id}-error`;
  // Each name opens the school's text (src/pages/[tenant]/agreement/) in a new tab: the form keeps what was typed.
  const documents: Record<string, { label: string; href: string }> = {
    '{userAgreement}': { label: t('auth.login.userAgreement'), href: '/agreement/user-agreement/' },
    '{privacyPolicy}': { label: t('auth.login.privacyPolicy'), href: '/agreement/privacy-policy/' },
  };
  // Split around the document names so they stand out, in whatever order a locale puts them.
  const parts = t('auth.login.agreement').split(/(\{userAgreement\}|\{privacyPolicy\})/);
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-2 text-sm text-slate-600">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-[var(--color-brand)]"
          data-agreement
        />
        <span>
          {parts.map((part, index) =>
            part in documents ? (
              <a key={index} href={documents[part]!.href} target="_blank" rel="noopener" className="font-medium text-brand underline-offset-2 hover:underline" data-agreement-link>
                {documents[part]!.label}
              </a>
            ) : (
              part
            ),
          )}
        </span>
      </label>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </div>
  );
}

// The enterprise form of the registration page (type 2): enterprise name, invitation code, mobile
// and code. Three calls: the registration login (which checks the invitation code before it creates
// anything), then, with the new token, the invitation's school (getDefTenantByQrCode needs a token)
// and accepting it. The token is stored only once the
// invitation is accepted, so a wrong code leaves nobody half signed in; the login is kept meanwhile,
// so correcting the code does not need a second SMS code (the first one is spent).
import { useRef, useState } from 'react';
import { call } from '../../api/client';
import type { components } from '../../api/schema';
import { INVITATION_CODE_MAX_LENGTH, REGISTRATION_NAME_MAX_LENGTH } from '../../lib/limits';
import { enterpriseRegistrationRules, validateForm } from '../../lib/forms';
import { useT } from '../../ui/useT';
import { CodeField, MobileField } from './MobileCodeFields';
import { asUser, getQuietClient } from './quiet-client';
import { REGISTRATION_SERVER_FIELDS } from './registration-errors';
import { registrationLogin } from './sign-in-calls';
import { SubmitButton } from './SubmitButton';
import { FormAlert, TextField } from './TextField';
import { useFieldErrors } from './useFieldErrors';
import { useSignInSubmit } from './useSignInSubmit';

type Field = 'enterpriseName' | 'invitationCode' | 'mobile' | 'code';
const IDS: Record<Field, string> = {
  enterpriseName: 'register-enterprise-name',
  invitationCode: 'register-invitation-code',
  mobile: 'register-mobile',
  code: 'register-code',
};

type RegistrationResult = components['schemas']['RegistrationResult'];

export function EnterpriseRegistration() {
  const t = useT();
  const [enterpriseName, setEnterpriseName] = useState('');
  const [invitationCode, setInvitationCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const registered = useRef<{ mobile: string; login: RegistrationResult }>(undefined);
  const { formError, passes, showRefusal, setError, fieldProps } = useFieldErrors<Field>(IDS, REGISTRATION_SERVER_FIELDS);
  const { submitting, submitter } = useSignInSubmit(showRefusal);

  async function register(): Promise<RegistrationResult> {
    if (registered.current?.mobile === mobile) return registered.current.login;
    const login = await registrationLogin({ type: 2, qrCode: invitationCode.trim(), mobile, code });
    registered.current = { mobile, login };
    return login;
  }

  async function registerAndAccept(): Promise<RegistrationResult> {
    const login = await register();
    const client = getQuietClient();
    const headers = asUser(login.token);
    const qrCode = invitationCode.trim();
    const tenantId = await call(
      client.GET('/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode', { params: { query: { qrCode, userId: login.userId } }, headers }),
    );
    await call(client.POST('/api/userCenter/app/qrCodeUser/acceptInvitation', { body: { qrCode, tenantId, userId: login.userId }, headers }));
    registered.current = undefined;
    return login;
  }

  const submit = submitter({
    check: () => passes(validateForm(enterpriseRegistrationRules, { enterpriseName: enterpriseName.trim(), invitationCode, mobile, code })),
    signIn: registerAndAccept,
    successMessage: t('common.success.operation'),
  });

  return (
    <form noValidate onSubmit={submit} className="mt-2 space-y-5">
      <p className="text-sm text-slate-600">{t('auth.register.enterpriseIntro')}</p>
      <TextField
        {...fieldProps('enterpriseName', setEnterpriseName)}
        label={t('auth.register.enterpriseName')}
        name="enterpriseName"
        autoComplete="organization"
        maxLength={REGISTRATION_NAME_MAX_LENGTH}
        placeholder={t('auth.register.enterpriseNamePlaceholder')}
        value={enterpriseName}
      />
      <TextField
        {...fieldProps('invitationCode', (value: string) => setInvitationCode(value.trim()))}
        label={t('auth.register.invitationCode')}
        name="invitationCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={INVITATION_CODE_MAX_LENGTH}
        placeholder={t('auth.register.invitationCodePlaceholder')}
        value={invitationCode}
      />
      <MobileField {...fieldProps('mobile', setMobile)} value={mobile} />
      <CodeField {...fieldProps('code', setCode)} value={code} mobile={mobile} onMobileError={(message) => setError('mobile', message)} />
      <FormAlert message={formError} />
      <SubmitButton busy={submitting}>{t('auth.register.enterpriseSubmit')}</SubmitButton>
    </form>
  );
}

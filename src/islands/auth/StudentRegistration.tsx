// The student form of the registration page (types 1 and 3): mobile, code and the cloud school to
// join; the registration login signs the new student in.
import { useState } from 'react';
import type { MessageKey } from '../../i18n';
import { studentRegistrationRules, validateForm } from '../../lib/forms';
import { useT } from '../../ui/useT';
import { CLOUD_SCHOOLS, type StudentRegistrationType } from '../../lib/cloud-schools';
import { CloudSchoolPicker } from './CloudSchoolPicker';
import { CodeField, MobileField } from './MobileCodeFields';
import { REGISTRATION_SERVER_FIELDS } from './registration-errors';
import { registrationLogin } from './sign-in-calls';
import { SubmitButton } from './SubmitButton';
import { FormAlert } from './TextField';
import { useFieldErrors } from './useFieldErrors';
import { useSignInSubmit } from './useSignInSubmit';

type Field = 'mobile' | 'code' | 'school';
const IDS: Record<Field, string> = { mobile: 'register-mobile', code: 'register-code', school: 'register-school' };

export function StudentRegistration({ type }: { type: StudentRegistrationType }) {
  const t = useT();
  const schools = CLOUD_SCHOOLS[type];
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  // A single choice is no choice: it starts chosen.
  const [school, setSchool] = useState<MessageKey | ''>(schools.length === 1 ? schools[0]!.name : '');
  const { formError, passes, showRefusal, setError, fieldProps } = useFieldErrors<Field>(IDS, REGISTRATION_SERVER_FIELDS);
  const { submitting, submitter } = useSignInSubmit(showRefusal);

  const submit = submitter({
    check: () => passes(validateForm(studentRegistrationRules, { mobile, code, school })),
    signIn: () => registrationLogin({ type, mobile, code, cloudSchool: t(schools.find((each) => each.name === school)!.name) }),
    successMessage: t('common.success.operation'),
  });

  return (
    <form noValidate onSubmit={submit} className="mt-2 space-y-5">
      <p className="text-sm text-slate-600">{t('auth.register.studentIntro')}</p>
      <MobileField {...fieldProps('mobile', setMobile)} value={mobile} />
      <CodeField {...fieldProps('code', setCode)} value={code} mobile={mobile} onMobileError={(message) => setError('mobile', message)} />
      <CloudSchoolPicker {...fieldProps('school', setSchool)} schools={schools} value={school} />
      <FormAlert message={formError} />
      <SubmitButton busy={submitting}>{t('auth.register.studentSubmit')}</SubmitButton>
    </form>
  );
}

// The form rule sets of spec 1 §5.1 and spec 2 §5, and the one function that applies them,
// so an island, the study widget and the server judge a form the same way.
import type { MessageKey } from '../i18n';
import {
  CERTIFICATE_NAME_MAX_LENGTH,
  CODE_LENGTH,
  CONSULT_CONTENT_MAX_LENGTH,
  CONSULT_NAME_MAX_LENGTH,
  INVITATION_CODE_MAX_LENGTH,
  MOBILE_LENGTH,
  REGISTRATION_NAME_MAX_LENGTH,
  TEXT_AREA_MAX_LENGTH,
} from './limits';
import { digits, isEmpty, isMobile, mobile, name, type Validator } from './validators';

export interface LengthRule {
  length: number;
  message: MessageKey;
}

export interface FieldRules {
  /** The message when the field is empty; without it an empty field passes untouched. */
  required?: MessageKey;
  minLength?: LengthRule;
  maxLength?: LengthRule;
  validators?: readonly Validator[];
}

export type RuleSet<Field extends string = string> = Readonly<Record<Field, FieldRules>>;

export type FormErrors<Field extends string = string> = Partial<Record<Field, MessageKey>>;

/** Characters as a reader counts them: an emoji or a rare Han character outside the BMP is one. */
export function characterCount(text: string): number {
  return [...text].length;
}

// An unticked agreement box is `false`: as absent as an empty input.
function isBlank(value: unknown): boolean {
  return isEmpty(value) || value === false;
}

function checkField(rules: FieldRules, value: unknown): MessageKey | undefined {
  if (isBlank(value)) return rules.required;
  const length = characterCount(String(value));
  if (rules.minLength && length < rules.minLength.length) return rules.minLength.message;
  if (rules.maxLength && length > rules.maxLength.length) return rules.maxLength.message;
  for (const validate of rules.validators ?? []) {
    const failure = validate(value);
    if (failure) return failure;
  }
  return undefined;
}

/** The first failure of each field, in rule order; an empty object when the form passes. */
export function validateForm<Field extends string>(ruleSet: RuleSet<Field>, values: Partial<Record<Field, unknown>>): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(ruleSet) as Field[]) {
    const failure = checkField(ruleSet[field], values[field]);
    if (failure) errors[field] = failure;
  }
  return errors;
}

const codeRule: FieldRules = {
  required: 'validation.codeRequired',
  minLength: { length: CODE_LENGTH, message: 'validation.code' },
  maxLength: { length: CODE_LENGTH, message: 'validation.code' },
};

const mobileRule: FieldRules = {
  required: 'validation.mobileRequired',
  minLength: { length: MOBILE_LENGTH, message: 'validation.mobile' },
  maxLength: { length: MOBILE_LENGTH, message: 'validation.mobile' },
  validators: [mobile],
};

const agreementRule: FieldRules = { required: 'validation.agreement' };

const textArea = (required: MessageKey): FieldRules => ({
  required,
  maxLength: { length: TEXT_AREA_MAX_LENGTH, message: 'validation.textTooLong' },
});

// The server's saveClue checks the same rules (src/server/routes/school.ts), so the form never
// sends what the server would refuse.
export const consultRules = {
  name: {
    required: 'validation.nameRequired',
    maxLength: { length: CONSULT_NAME_MAX_LENGTH, message: 'validation.consultNameTooLong' },
    validators: [name],
  },
  mobile: {
    required: 'validation.phoneRequired',
    maxLength: { length: MOBILE_LENGTH, message: 'validation.mobile' },
    validators: [mobile],
  },
  code: { required: 'validation.codeRequired', maxLength: { length: CODE_LENGTH, message: 'validation.code' } },
  content: {
    required: 'validation.consultContentRequired',
    maxLength: { length: CONSULT_CONTENT_MAX_LENGTH, message: 'validation.consultContentTooLong' },
  },
} as const satisfies RuleSet;

export const certificateQueryRules = {
  name: {
    required: 'validation.nameRequired',
    maxLength: { length: CERTIFICATE_NAME_MAX_LENGTH, message: 'validation.certificateNameTooLong' },
    validators: [name],
  },
  certificateCode: { required: 'validation.certificateCodeRequired' },
  captchaCode: { required: 'validation.captchaRequired', validators: [digits] },
} as const satisfies RuleSet;

export const codeLoginRules = {
  mobile: mobileRule,
  code: codeRule,
  agreement: agreementRule,
} as const satisfies RuleSet;

export const passwordLoginRules = {
  mobile: mobileRule,
  password: { required: 'validation.passwordRequired' },
  agreement: agreementRule,
} as const satisfies RuleSet;

export const studentRegistrationRules = {
  mobile: mobileRule,
  code: codeRule,
  school: { required: 'validation.schoolRequired' },
} as const satisfies RuleSet;

export const enterpriseRegistrationRules = {
  enterpriseName: {
    required: 'validation.enterpriseNameRequired',
    maxLength: { length: REGISTRATION_NAME_MAX_LENGTH, message: 'validation.enterpriseNameTooLong' },
  },
  invitationCode: {
    required: 'validation.invitationCodeRequired',
    maxLength: { length: INVITATION_CODE_MAX_LENGTH, message: 'validation.invitationCodeTooLong' },
  },
  mobile: mobileRule,
  code: codeRule,
} as const satisfies RuleSet;

/** An empty reply in the album (spec 1 §5.1, comments). */
export const albumReplyRules = {
  commentContent: { required: 'validation.contentRequired' },
} as const satisfies RuleSet;

// Spec 2 §5: the question's text travels as its title.
export const questionRules = {
  title: textArea('validation.questionContentRequired'),
} as const satisfies RuleSet;

export const noteRules = {
  title: textArea('validation.noteTitleRequired'),
  notes: { maxLength: { length: TEXT_AREA_MAX_LENGTH, message: 'validation.textTooLong' } },
} as const satisfies RuleSet;

export const commentRules = {
  commentContent: textArea('validation.commentContentRequired'),
} as const satisfies RuleSet;

/** The warning before an SMS code is sent (spec 1 §5.1, sending a code), or undefined to send. */
export function validateSendCode(mobileNumber: unknown, { countdownRunning }: { countdownRunning: boolean }): MessageKey | undefined {
  if (isEmpty(mobileNumber)) return 'validation.mobileRequired';
  if (!isMobile(String(mobileNumber))) return 'validation.mobile';
  if (countdownRunning) return 'validation.countdownRunning';
  return undefined;
}

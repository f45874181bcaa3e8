import { describe, expect, it } from 'vitest';
import { en, zhCN, type MessageKey } from '../../../src/i18n';
import {
  albumReplyRules,
  certificateQueryRules,
  characterCount,
  codeLoginRules,
  commentRules,
  consultRules,
  enterpriseRegistrationRules,
  noteRules,
  passwordLoginRules,
  questionRules,
  studentRegistrationRules,
  validateForm,
  validateSendCode,
  type RuleSet,
} from '../../../src/lib/forms';
import { CERTIFICATE_NAME_MAX_LENGTH, CODE_LENGTH, INVITATION_CODE_MAX_LENGTH, MOBILE_LENGTH, REGISTRATION_NAME_MAX_LENGTH, TEXT_AREA_MAX_LENGTH } from '../../../src/lib/limits';

const text = (length: number) => '字'.repeat(length);

describe('the limits', () => {
  it('are those of the spec', () => {
    expect([CODE_LENGTH, MOBILE_LENGTH, CERTIFICATE_NAME_MAX_LENGTH, REGISTRATION_NAME_MAX_LENGTH, INVITATION_CODE_MAX_LENGTH, TEXT_AREA_MAX_LENGTH]).toEqual([
      6, 11, 8, 11, 6, 100,
    ]);
  });

  it.each<[MessageKey, number]>([
    ['validation.code', CODE_LENGTH],
    ['validation.certificateNameTooLong', CERTIFICATE_NAME_MAX_LENGTH],
    ['validation.enterpriseNameTooLong', REGISTRATION_NAME_MAX_LENGTH],
    ['validation.invitationCodeTooLong', INVITATION_CODE_MAX_LENGTH],
    ['validation.textTooLong', TEXT_AREA_MAX_LENGTH],
  ])('are named in the %s message in both locales', (key, limit) => {
    expect(zhCN[key]).toContain(String(limit));
    expect(en[key]).toContain(String(limit));
  });
});

describe('validateForm', () => {
  const rules = {
    nickname: {
      required: 'validation.nameRequired',
      minLength: { length: 2, message: 'validation.code' },
      maxLength: { length: 4, message: 'validation.textTooLong' },
      validators: [(value: unknown) => (value === 'bad' ? 'validation.name' : undefined), () => 'validation.chinese'],
    },
    optional: { maxLength: { length: 1, message: 'validation.textTooLong' } },
  } as const satisfies RuleSet;

  it('returns an empty object when every field passes', () => {
    expect(validateForm(questionRules, { title: '怎么报名？' })).toEqual({});
  });

  it.each<[unknown, MessageKey]>([
    [undefined, 'validation.nameRequired'],
    ['  ', 'validation.nameRequired'],
    ['a', 'validation.code'],
    ['abcde', 'validation.textTooLong'],
    ['bad', 'validation.name'],
    ['good', 'validation.chinese'],
  ])('reports only the first failure of a field, in rule order: %j gives %s', (nickname, expected) => {
    expect(validateForm(rules, { nickname, optional: '' })).toEqual({ nickname: expected });
  });

  it('lets an empty optional field pass and still limits a filled one', () => {
    expect(validateForm(rules, { nickname: 'bad' }).optional).toBeUndefined();
    expect(validateForm(rules, { nickname: 'bad', optional: 'ab' }).optional).toBe('validation.textTooLong');
  });

  it('counts characters, so a character outside the basic plane counts once', () => {
    expect(characterCount('😀𠮷a')).toBe(3);
    expect(validateForm(commentRules, { commentContent: '😀'.repeat(TEXT_AREA_MAX_LENGTH) })).toEqual({});
  });

  it('judges a number typed by code as its text', () => {
    expect(validateForm(codeLoginRules, { mobile: 13800138000, code: 123456, agreement: true })).toEqual({});
  });
});

type FormCase = [label: string, values: Record<string, unknown>, errors: Partial<Record<string, MessageKey>>];

const consult = { name: '张三', mobile: '13800138000', code: '123456', content: '想了解报名条件' };
const certificate = { name: '张三', certificateCode: 'ZS2024001', captchaCode: '0427' };
const codeLogin = { mobile: '13800138000', code: '123456', agreement: true };
const passwordLogin = { mobile: '13800138000', password: 'demo123456', agreement: true };
const student = { mobile: '13800138000', code: '123456', school: 'vocational-1' };
const enterprise = { enterpriseName: '数字云校科技', invitationCode: 'ENT001', mobile: '13800138000', code: '123456' };

const forms: { form: string; rules: RuleSet; cases: FormCase[] }[] = [
  {
    form: 'consult',
    rules: consultRules,
    cases: [
      ['a complete message', consult, {}],
      ['an empty form', {}, { name: 'validation.nameRequired', mobile: 'validation.phoneRequired', code: 'validation.codeRequired', content: 'validation.consultContentRequired' }],
      ['a name with digits', { ...consult, name: '张三3' }, { name: 'validation.name' }],
      ['a name of 20 characters', { ...consult, name: '张'.repeat(20) }, {}],
      ['a name of 21 characters', { ...consult, name: '张'.repeat(21) }, { name: 'validation.consultNameTooLong' }],
      ['a message of 500 characters, one an emoji', { ...consult, content: `${'问'.repeat(499)}😀` }, {}],
      ['a message of 501 characters', { ...consult, content: '问'.repeat(501) }, { content: 'validation.consultContentTooLong' }],
      ['a mobile of 12 digits', { ...consult, mobile: '138001380001' }, { mobile: 'validation.mobile' }],
      ['a mobile of 11 wrong digits', { ...consult, mobile: '23800138000' }, { mobile: 'validation.mobile' }],
      ['a code of 7 characters', { ...consult, code: '1234567' }, { code: 'validation.code' }],
    ],
  },
  {
    form: 'certificate query',
    rules: certificateQueryRules,
    cases: [
      ['a complete query', certificate, {}],
      ['a name of exactly 8 characters', { ...certificate, name: text(8) }, {}],
      ['an empty query', {}, { name: 'validation.nameRequired', certificateCode: 'validation.certificateCodeRequired', captchaCode: 'validation.captchaRequired' }],
      ['a name of 9 characters', { ...certificate, name: text(9) }, { name: 'validation.certificateNameTooLong' }],
      ['a name with a space', { ...certificate, name: 'Jo Li' }, { name: 'validation.name' }],
      ['a captcha with letters', { ...certificate, captchaCode: '04a7' }, { captchaCode: 'validation.digits' }],
    ],
  },
  {
    form: 'login by code',
    rules: codeLoginRules,
    cases: [
      ['a complete login', codeLogin, {}],
      ['an empty form', {}, { mobile: 'validation.mobileRequired', code: 'validation.codeRequired', agreement: 'validation.agreement' }],
      ['an unticked agreement', { ...codeLogin, agreement: false }, { agreement: 'validation.agreement' }],
      ['a mobile of 10 digits', { ...codeLogin, mobile: '1380013800' }, { mobile: 'validation.mobile' }],
      ['a mobile of 12 digits', { ...codeLogin, mobile: '138001380001' }, { mobile: 'validation.mobile' }],
      ['a mobile of 11 letters', { ...codeLogin, mobile: 'abcdefghijk' }, { mobile: 'validation.mobile' }],
      ['a code of 5 characters', { ...codeLogin, code: '12345' }, { code: 'validation.code' }],
      ['a code of 7 characters', { ...codeLogin, code: '1234567' }, { code: 'validation.code' }],
    ],
  },
  {
    form: 'login by password',
    rules: passwordLoginRules,
    cases: [
      ['a complete login', passwordLogin, {}],
      ['an empty form', {}, { mobile: 'validation.mobileRequired', password: 'validation.passwordRequired', agreement: 'validation.agreement' }],
      ['a short mobile', { ...passwordLogin, mobile: '138' }, { mobile: 'validation.mobile' }],
    ],
  },
  {
    form: 'student registration',
    rules: studentRegistrationRules,
    cases: [
      ['a complete registration', student, {}],
      ['an empty form', {}, { mobile: 'validation.mobileRequired', code: 'validation.codeRequired', school: 'validation.schoolRequired' }],
      ['a code of 5 characters', { ...student, code: '12345' }, { code: 'validation.code' }],
    ],
  },
  {
    form: 'enterprise registration',
    rules: enterpriseRegistrationRules,
    cases: [
      ['a complete registration', enterprise, {}],
      ['the longest name and invitation code', { ...enterprise, enterpriseName: text(11), invitationCode: 'ABCDEF' }, {}],
      ['an empty form', {}, { enterpriseName: 'validation.enterpriseNameRequired', invitationCode: 'validation.invitationCodeRequired', mobile: 'validation.mobileRequired', code: 'validation.codeRequired' }],
      ['a name of 12 characters', { ...enterprise, enterpriseName: text(12) }, { enterpriseName: 'validation.enterpriseNameTooLong' }],
      ['an invitation code of 7 characters', { ...enterprise, invitationCode: 'ENT0001' }, { invitationCode: 'validation.invitationCodeTooLong' }],
    ],
  },
  {
    form: 'album reply',
    rules: albumReplyRules,
    cases: [
      ['a reply', { commentContent: '拍得真好' }, {}],
      ['a reply of spaces', { commentContent: '   ' }, { commentContent: 'validation.contentRequired' }],
    ],
  },
  {
    form: 'question',
    rules: questionRules,
    cases: [
      ['a question of 100 characters', { title: text(100) }, {}],
      ['no question', { title: '' }, { title: 'validation.questionContentRequired' }],
      ['a question of 101 characters', { title: text(101) }, { title: 'validation.textTooLong' }],
    ],
  },
  {
    form: 'note',
    rules: noteRules,
    cases: [
      ['a titled note without text', { title: '第一课笔记' }, {}],
      ['a title and text of 100 characters each', { title: text(100), notes: text(100) }, {}],
      ['no title', { notes: '要点' }, { title: 'validation.noteTitleRequired' }],
      ['a title and text of 101 characters each', { title: text(101), notes: text(101) }, { title: 'validation.textTooLong', notes: 'validation.textTooLong' }],
    ],
  },
  {
    form: 'comment',
    rules: commentRules,
    cases: [
      ['a comment of 100 characters', { commentContent: text(100) }, {}],
      ['no comment', {}, { commentContent: 'validation.commentContentRequired' }],
      ['a comment of 101 characters', { commentContent: text(101) }, { commentContent: 'validation.textTooLong' }],
    ],
  },
];

describe.each(forms)('the $form form', ({ rules, cases }) => {
  it.each(cases)('answers %s with the expected messages', (_, values, errors) => {
    expect(validateForm(rules, values)).toEqual(errors);
  });
});

describe('validateSendCode', () => {
  it.each<[string, unknown, boolean, MessageKey | 'sending']>([
    ['warns of an empty mobile', '', false, 'validation.mobileRequired'],
    ['warns of a missing mobile even during the countdown', undefined, true, 'validation.mobileRequired'],
    ['warns of a wrongly formed mobile', '1380013800', false, 'validation.mobile'],
    ['warns that the countdown is still running', '13800138000', true, 'validation.countdownRunning'],
    ['lets a correct mobile send once the countdown has ended', '13800138000', false, 'sending'],
  ])('%s', (_, mobile, countdownRunning, expected) => {
    expect(validateSendCode(mobile, { countdownRunning }) ?? 'sending').toBe(expected);
  });
});

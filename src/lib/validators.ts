// The format library of spec 1 §5.2. Every validator skips an empty value and returns the
// message key of its failure, or undefined when the value passes. Values are read as text
// (String(value)) so a number typed by code and a string typed by a user are judged alike.
import type { MessageKey } from '../i18n';

export type Validator = (value: unknown) => MessageKey | undefined;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function satisfying(test: (text: string) => boolean, key: MessageKey): Validator {
  return (value) => (isEmpty(value) || test(String(value)) ? undefined : key);
}

function matching(pattern: RegExp, key: MessageKey): Validator {
  return satisfying((text) => pattern.test(text), key);
}

// ── The table of spec 1 §5.2 ────────────────────────────────────────────────────────────

export const MOBILE_PATTERN = /^1\d{10}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export const mobile: Validator = (value) => (isEmpty(value) || isMobile(String(value)) ? undefined : 'validation.mobile');

export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,20}$/;

export function isPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export const password = satisfying(isPassword, 'validation.password');

// A dot only joins two parts of a name (阿卜杜·热合曼, J.Smith). Besides '.' and the middle
// dot '·', Chinese input methods often produce '•' for the same sign.
export const NAME_PATTERN = /^[\p{Script=Han}A-Za-z]+(?:[.·•][\p{Script=Han}A-Za-z]+)*$/u;

export function isName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

export const name = satisfying(isName, 'validation.name');

// The area code, when given, is separated by a hyphen; without one an 11-digit mobile
// number would also read as a landline.
const LANDLINE_PATTERN = /^(?:\d{3,4}-)?\d{7,9}$/;

export const landline = matching(LANDLINE_PATTERN, 'validation.landline');

export const contact = satisfying((text) => isMobile(text) || LANDLINE_PATTERN.test(text), 'validation.contact');

// The WHATWG pattern for <input type="email">, except that the domain needs a dot.
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const email = satisfying(isEmail, 'validation.email');

export const account = satisfying((text) => isMobile(text) || isEmail(text), 'validation.account');

export const qq = matching(/^[1-9]\d{4,11}$/, 'validation.qq');

export const wechat = matching(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, 'validation.wechat');

// Format only: the checksum of an 18-character number is the issuing authority's concern.
export const ID_CARD_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;

export function isIdCard(value: string): boolean {
  return ID_CARD_PATTERN.test(value);
}

export const idCard = satisfying(isIdCard, 'validation.idCard');

export const postalCode = matching(/^\d{6}$/, 'validation.postalCode');

export const bankCard = matching(/^\d{12,19}$/, 'validation.bankCard');

export const organizationCode = matching(/^[A-Za-z0-9]{8}-[A-Za-z0-9]$/, 'validation.organizationCode');

// The old 15-digit registration number and the 18-character code that replaced it.
const LICENCE_PATTERN = /^(?:\d{15}|[A-Za-z0-9]{18})$/;

export const businessLicence = matching(LICENCE_PATTERN, 'validation.businessLicence');

export const creditCode = matching(LICENCE_PATTERN, 'validation.creditCode');

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE_LETTER = 'A-HJ-NP-Z'; // I and O are never issued: they read as 1 and 0
// Five characters (the last may mark a trailer, learner, police, Hong Kong or Macao car),
// or the six of a new-energy plate: D/F first for a small car, last for a large one.
export const licencePlate = matching(
  new RegExp(
    `^[${PROVINCES}][${PLATE_LETTER}](?:[${PLATE_LETTER}0-9]{4}[${PLATE_LETTER}0-9挂学警港澳]|[DF][${PLATE_LETTER}0-9]\\d{4}|\\d{5}[DF])$`,
  ),
  'validation.licencePlate',
);

const NAMES_SOMETHING = /[\p{Script=Han}A-Za-z]/u;

// Numbers and punctuation alone (`12-3#`) name no place or company.
export const address = satisfying(
  (text) => /^[\p{Script=Han}A-Za-z0-9 \-#()（）、，,.。/·]+$/u.test(text) && NAMES_SOMETHING.test(text),
  'validation.address',
);

export const companyName = satisfying(
  (text) => /^[\p{Script=Han}A-Za-z0-9 ()（）&.·-]+$/u.test(text) && NAMES_SOMETHING.test(text),
  'validation.companyName',
);

export const url = satisfying((text) => {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const { hostname } = new URL(text);
    return hostname.includes('.') || hostname === 'localhost';
  } catch {
    return false;
  }
}, 'validation.url');

// A fax line is a landline that may carry an extension.
export const fax = matching(/^(?:\d{3,4}-)?\d{7,9}(?:-\d{1,6})?$/, 'validation.fax');

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
export const ipv4 = matching(new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`), 'validation.ipv4');

// ── Numbers ─────────────────────────────────────────────────────────────────────────────

// No leading zeros ("007") and no bare dot ("5.", ".5"): what is typed is what is stored.
const NUMBER_PATTERN = /^[+-]?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const INTEGER_PATTERN = /^[+-]?(?:0|[1-9]\d*)$/;
const UNSIGNED_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;

function decimalPlaces(text: string): number {
  return text.split('.')[1]?.length ?? 0;
}

function integerDigits(text: string): number {
  return text.replace(/^[+-]/, '').split('.')[0]!.length;
}

export type Sign = 'any' | 'zero' | 'nonZero' | 'positive' | 'nonNegative' | 'negative' | 'nonPositive';

const signTests: Record<Sign, (n: number) => boolean> = {
  any: () => true,
  zero: (n) => n === 0,
  nonZero: (n) => n !== 0,
  positive: (n) => n > 0,
  nonNegative: (n) => n >= 0,
  negative: (n) => n < 0,
  nonPositive: (n) => n <= 0,
};

const signSuffix = {
  any: '',
  zero: 'Zero',
  nonZero: 'NonZero',
  positive: 'Positive',
  nonNegative: 'NonNegative',
  negative: 'Negative',
  nonPositive: 'NonPositive',
} as const satisfies Record<Sign, string>;

/** A signed decimal number (or, with `integer`, a whole number) of the given sign. */
export function signedNumber({ integer = false, sign = 'any' }: { integer?: boolean; sign?: Sign } = {}): Validator {
  const key: MessageKey = integer ? `validation.integer${signSuffix[sign]}` : `validation.number${signSuffix[sign]}`;
  const pattern = integer ? INTEGER_PATTERN : NUMBER_PATTERN;
  return satisfying((text) => pattern.test(text) && signTests[sign](Number(text)), key);
}

export const number = signedNumber();
export const numberZero = signedNumber({ sign: 'zero' });
export const numberNonZero = signedNumber({ sign: 'nonZero' });
export const numberPositive = signedNumber({ sign: 'positive' });
export const numberNonNegative = signedNumber({ sign: 'nonNegative' });
export const numberNegative = signedNumber({ sign: 'negative' });
export const numberNonPositive = signedNumber({ sign: 'nonPositive' });

export const integer = signedNumber({ integer: true });
export const integerZero = signedNumber({ integer: true, sign: 'zero' });
export const integerNonZero = signedNumber({ integer: true, sign: 'nonZero' });
export const integerPositive = signedNumber({ integer: true, sign: 'positive' });
export const integerNonNegative = signedNumber({ integer: true, sign: 'nonNegative' });
export const integerNegative = signedNumber({ integer: true, sign: 'negative' });
export const integerNonPositive = signedNumber({ integer: true, sign: 'nonPositive' });

/** A signed number with exactly, or at most, `places` decimals; anything else is 'numeric format incorrect'. */
export function decimals({ places, exact }: { places: 1 | 2; exact: boolean }): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = String(value);
    if (!NUMBER_PATTERN.test(text)) return 'validation.numberFormat';
    const count = decimalPlaces(text);
    if (exact) return count === places ? undefined : `validation.decimalsExactly${places}`;
    return count <= places ? undefined : `validation.decimalsAtMost${places}`;
  };
}

export const oneDecimal = decimals({ places: 1, exact: true });
export const twoDecimals = decimals({ places: 2, exact: true });
export const atMostOneDecimal = decimals({ places: 1, exact: false });
export const atMostTwoDecimals = decimals({ places: 2, exact: false });

export type IntegerDigits = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export type MoneyCap = 100 | 1000 | 10000 | 100000 | 1000000 | 10000000 | 100000000;

export interface MoneyOptions {
  /** At most this many decimals (default 2). */
  decimals?: 1 | 2 | 3;
  maxIntegerDigits?: IntegerDigits;
  /** Inclusive upper bound. */
  max?: MoneyCap;
  /** Greater than zero rather than non-negative. */
  positive?: boolean;
}

/** A non-negative amount of money; each option narrows it and fails with its own message. */
export function money({ decimals: places = 2, maxIntegerDigits, max, positive = false }: MoneyOptions = {}): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = String(value);
    if (!UNSIGNED_PATTERN.test(text)) return 'validation.money';
    if (decimalPlaces(text) > places) return `validation.decimalsAtMost${places}`;
    if (maxIntegerDigits !== undefined && integerDigits(text) > maxIntegerDigits) {
      return `validation.moneyIntegerDigits${maxIntegerDigits}`;
    }
    const amount = Number(text);
    if (positive && amount === 0) return 'validation.moneyPositive';
    if (max !== undefined && amount > max) return `validation.moneyMax${max}`;
    return undefined;
  };
}

export const nonNegativeMoney = money();
export const positiveMoney = money({ positive: true });
export const moneyOneDecimal = money({ decimals: 1 });
export const moneyTwoDecimals = nonNegativeMoney;
export const moneyThreeDecimals = money({ decimals: 3 });
export const moneyMax100 = money({ max: 100 });
export const moneyMax1000 = money({ max: 1000 });
export const moneyMax10000 = money({ max: 10000 });
export const moneyMax100000 = money({ max: 100000 });
export const moneyMax1000000 = money({ max: 1000000 });
export const moneyMax10000000 = money({ max: 10000000 });
export const moneyMax100000000 = money({ max: 100000000 });

const ALL_INTEGER_DIGITS: readonly IntegerDigits[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Money with at most N integer digits, by N: `moneyWithIntegerDigits[5]`. */
export const moneyWithIntegerDigits = Object.fromEntries(
  ALL_INTEGER_DIGITS.map((digits) => [digits, money({ maxIntegerDigits: digits })]),
) as Record<IntegerDigits, Validator>;

function unsignedWithin(min: number, max: number, { places, minExclusive = false }: { places: number; minExclusive?: boolean }) {
  return (text: string) => {
    if (!UNSIGNED_PATTERN.test(text) || decimalPlaces(text) > places) return false;
    const n = Number(text);
    return (minExclusive ? n > min : n >= min) && n <= max;
  };
}

export const percent = satisfying(unsignedWithin(0, 100, { places: 2, minExclusive: true }), 'validation.percent');

export const ratingScore = satisfying(unsignedWithin(3, 5, { places: 2 }), 'validation.ratingScore');

export const practiceYears = satisfying(unsignedWithin(0, 100, { places: 0 }), 'validation.practiceYears');

export const percentInteger = satisfying(unsignedWithin(0, 99, { places: 0, minExclusive: true }), 'validation.percentInteger');

// ── Further generic rules ───────────────────────────────────────────────────────────────

export const noWhitespace = matching(/^\S+$/, 'validation.noWhitespace');

export const chinese = matching(/^\p{Script=Han}+$/u, 'validation.chinese');

export const letters = matching(/^[A-Za-z]+$/, 'validation.letters');

export const DIGITS_PATTERN = /^\d+$/;

/** Digits 0-9 only: the captcha code of the certificate query, for one. */
export function isDigits(value: string): boolean {
  return DIGITS_PATTERN.test(value);
}

export const digits = satisfying(isDigits, 'validation.digits');

export const nonZeroDigits = matching(/^[1-9]+$/, 'validation.nonZeroDigits');

export const lettersDigits = matching(/^[A-Za-z0-9]+$/, 'validation.lettersDigits');

export const lettersDigitsSymbols = matching(/^[A-Za-z0-9_.-]+$/, 'validation.lettersDigitsSymbols');

export const chineseLettersDigits = matching(/^[\p{Script=Han}A-Za-z0-9]+$/u, 'validation.chineseLettersDigits');

export const chineseLettersDigitsSymbols = matching(/^[\p{Script=Han}A-Za-z0-9_.-]+$/u, 'validation.chineseLettersDigitsSymbols');

// 'Common characters': what a keyboard types without a Chinese input method, spaces aside;
// the Chinese set adds characters and the full-width punctuation such a method produces.
export const commonCharacters = matching(/^[\x21-\x7E]+$/, 'validation.commonCharacters');

export const commonCharactersChinese = matching(
  /^[\x21-\x7E\p{Script=Han}，。、；：？！“”‘’（）【】《》—…·]+$/u,
  'validation.commonCharactersChinese',
);

export const digitsHyphen = matching(/^[\d-]+$/, 'validation.digitsHyphen');

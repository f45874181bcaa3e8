import { describe, expect, it } from 'vitest';
import { zhCN, type MessageKey } from '../../../src/i18n';
import * as library from '../../../src/lib/validators';
import {
  isDigits,
  isEmail,
  isEmpty,
  isIdCard,
  isMobile,
  isName,
  isPassword,
  money,
  moneyWithIntegerDigits,
  type IntegerDigits,
  type MoneyCap,
  type Validator,
} from '../../../src/lib/validators';

const digitsOf = (length: number) => '1234567890'.repeat(3).slice(0, length);

interface Case {
  rule: string;
  key: MessageKey;
  accepts: unknown[];
  rejects: unknown[];
}

// One row per rule whose failures share one message: what it lets through and what it stops.
const singleMessageRules: Case[] = [
  // The table of spec 1 §5.2
  { rule: 'password', key: 'validation.password', accepts: ['abc123', '123456', 'ABCDEF', 'a'.repeat(20)], rejects: ['abc12', 'a'.repeat(21), 'abc 123', 'abc-123', '密码abcdef'] },
  { rule: 'name', key: 'validation.name', accepts: ['张三', 'Tom', '阿卜杜·热合曼', 'J.Smith', 'Ana•Li', '𠮷野'], rejects: ['张三1', 'John Smith', '.张三', '张三·', '张··三', '张_三'] },
  { rule: 'mobile', key: 'validation.mobile', accepts: ['13800138000', '19912345678', 13800138000], rejects: ['1380013800', '138001380001', '23800138000', '1380013800a'] },
  { rule: 'landline', key: 'validation.landline', accepts: ['1234567', '123456789', '010-1234567', '0755-123456789'], rejects: ['123456', '1234567890', '01-1234567', '07555-1234567', '0755 12345678', '13800138000'] },
  { rule: 'contact', key: 'validation.contact', accepts: ['13800138000', '010-12345678'], rejects: ['12345', 'phone'] },
  { rule: 'email', key: 'validation.email', accepts: ['a@b.cn', 'first.last+tag@mail.example.com'], rejects: ['a@b', 'a.b.cn', '@b.cn', 'a@-b.cn', 'a b@c.cn'] },
  { rule: 'account', key: 'validation.account', accepts: ['13800138000', 'a@b.cn'], rejects: ['1380013800', 'a@b'] },
  { rule: 'qq', key: 'validation.qq', accepts: ['10000', digitsOf(12)], rejects: ['1234', '1234567890123', '01234', '12a45'] },
  { rule: 'wechat', key: 'validation.wechat', accepts: ['abc123', `a${'b'.repeat(19)}`, 'wx_id-1'], rejects: ['abc12', 'a'.repeat(21), '1abcdef', '_abcdef', 'abc def'] },
  { rule: 'idCard', key: 'validation.idCard', accepts: ['110101800101001', '110101198001010011', '11010119800101001X', '11010119800101001x'], rejects: [digitsOf(16), digitsOf(19), '1101011980010100XX', 'X10101198001010011'] },
  { rule: 'postalCode', key: 'validation.postalCode', accepts: ['100000', '010000'], rejects: ['10000', '1000000', '10000a'] },
  { rule: 'bankCard', key: 'validation.bankCard', accepts: [digitsOf(12), digitsOf(19)], rejects: [digitsOf(11), digitsOf(20), '6222 0200 0000 0000'] },
  { rule: 'organizationCode', key: 'validation.organizationCode', accepts: ['12345678-9', 'ABCD1234-X'], rejects: ['1234567-8', '123456789-0', '12345678-', '123456789', '12345678-90'] },
  { rule: 'businessLicence', key: 'validation.businessLicence', accepts: [digitsOf(15), '91110000ABCDEFGH12'], rejects: [digitsOf(14), digitsOf(16), '91110000ABCDEFGH1', '91110000ABCDEFGH123', '12345678901234A'] },
  { rule: 'creditCode', key: 'validation.creditCode', accepts: [digitsOf(15), '91110000ABCDEFGH12'], rejects: [digitsOf(14), '91110000ABCDEFGH1', '91110000ABCDEFGH123'] },
  { rule: 'licencePlate', key: 'validation.licencePlate', accepts: ['京A12345', '粤B1234学', '沪AD12345', '浙A12345F'], rejects: ['京A1234', '京A1I345', '京I12345', 'A12345', '京A123456', '京a12345'] },
  { rule: 'address', key: 'validation.address', accepts: ['北京市海淀区中关村大街1号', 'Room 301, No.5 Road', '上海市（浦东）张江路#8'], rejects: ['12-3#', '北京市@海淀区', '北京市\n海淀区'] },
  { rule: 'companyName', key: 'validation.companyName', accepts: ['北京数字云校科技有限公司', 'Acme & Co. Ltd', '某某公司（北京）'], rejects: ['123', '公司@', '公司#1'] },
  { rule: 'url', key: 'validation.url', accepts: ['http://example.com', 'https://www.example.com/path?q=1#x', 'http://localhost:4321/', 'HTTPS://EXAMPLE.COM'], rejects: ['example.com', 'ftp://example.com', 'http://example', 'http://exa mple.com', 'http://:80'] },
  { rule: 'fax', key: 'validation.fax', accepts: ['12345678', '010-12345678', '010-12345678-123456'], rejects: ['010-12345678-', '010-12345678-1234567', '010 12345678'] },
  { rule: 'ipv4', key: 'validation.ipv4', accepts: ['0.0.0.0', '255.255.255.255', '192.168.1.10'], rejects: ['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.a'] },
  { rule: 'percent', key: 'validation.percent', accepts: ['0.01', '50', '99.99', '100', '100.00'], rejects: ['0', '100.01', '101', '1.234', '-1', 'half'] },
  { rule: 'ratingScore', key: 'validation.ratingScore', accepts: ['3', '3.25', '4.5', '5', '5.00'], rejects: ['2.99', '5.01', '4.123', 'good'] },
  { rule: 'practiceYears', key: 'validation.practiceYears', accepts: ['0', '25', '100', 7], rejects: ['-1', '101', '1.5', '1.0'] },
  { rule: 'percentInteger', key: 'validation.percentInteger', accepts: ['1', '99'], rejects: ['0', '100', '50.5', '-5'] },

  // Further generic rules
  { rule: 'noWhitespace', key: 'validation.noWhitespace', accepts: ['abc', '中文'], rejects: ['a b', 'a\tb', ' ab'] },
  { rule: 'chinese', key: 'validation.chinese', accepts: ['中文', '𠮷'], rejects: ['中文a', '中 文', '，'] },
  { rule: 'letters', key: 'validation.letters', accepts: ['abcXYZ'], rejects: ['abc1', 'ab c', 'é'] },
  { rule: 'digits', key: 'validation.digits', accepts: ['0123456789', 42], rejects: ['12a', '1.5', '-1', '１２'] },
  { rule: 'nonZeroDigits', key: 'validation.nonZeroDigits', accepts: ['123456789'], rejects: ['10', 'a'] },
  { rule: 'lettersDigits', key: 'validation.lettersDigits', accepts: ['abc123'], rejects: ['abc_123', '中'] },
  { rule: 'lettersDigitsSymbols', key: 'validation.lettersDigitsSymbols', accepts: ['a-b_c.1'], rejects: ['a b', 'a@b', '中'] },
  { rule: 'chineseLettersDigits', key: 'validation.chineseLettersDigits', accepts: ['中文abc123'], rejects: ['中文-abc', '中 文'] },
  { rule: 'chineseLettersDigitsSymbols', key: 'validation.chineseLettersDigitsSymbols', accepts: ['中文-abc_1.0'], rejects: ['中文@', '中 文'] },
  { rule: 'commonCharacters', key: 'validation.commonCharacters', accepts: ['abc!@#123', '~'], rejects: ['a b', '中文', '，'] },
  { rule: 'commonCharactersChinese', key: 'validation.commonCharactersChinese', accepts: ['中文，abc!@#。', '《书名》'], rejects: ['a b', '😀'] },
  { rule: 'digitsHyphen', key: 'validation.digitsHyphen', accepts: ['010-1234', '---'], rejects: ['010 1234', 'a-1'] },

  // Signed numbers and integers
  { rule: 'number', key: 'validation.number', accepts: ['0', '-1.5', '+2', '3.14', 42, -0.5], rejects: ['abc', '1.', '.5', '01', '1e3', '--1'] },
  { rule: 'numberZero', key: 'validation.numberZero', accepts: ['0', '0.00', '-0'], rejects: ['0.01', '1', 'zero'] },
  { rule: 'numberNonZero', key: 'validation.numberNonZero', accepts: ['0.01', '-3'], rejects: ['0', '0.0', 'x'] },
  { rule: 'numberPositive', key: 'validation.numberPositive', accepts: ['0.01', '5'], rejects: ['0', '-0.01'] },
  { rule: 'numberNonNegative', key: 'validation.numberNonNegative', accepts: ['0', '5.5'], rejects: ['-0.01'] },
  { rule: 'numberNegative', key: 'validation.numberNegative', accepts: ['-0.01'], rejects: ['0', '1'] },
  { rule: 'numberNonPositive', key: 'validation.numberNonPositive', accepts: ['0', '-2'], rejects: ['0.01'] },
  { rule: 'integer', key: 'validation.integer', accepts: ['0', '-12', '+7', 12], rejects: ['1.0', '1.5', '007', 'a'] },
  { rule: 'integerZero', key: 'validation.integerZero', accepts: ['0', '-0'], rejects: ['1', '0.0'] },
  { rule: 'integerNonZero', key: 'validation.integerNonZero', accepts: ['1', '-1'], rejects: ['0', '1.5'] },
  { rule: 'integerPositive', key: 'validation.integerPositive', accepts: ['1'], rejects: ['0', '-1', '1.5'] },
  { rule: 'integerNonNegative', key: 'validation.integerNonNegative', accepts: ['0', '1'], rejects: ['-1'] },
  { rule: 'integerNegative', key: 'validation.integerNegative', accepts: ['-1'], rejects: ['0', '1'] },
  { rule: 'integerNonPositive', key: 'validation.integerNonPositive', accepts: ['0', '-1'], rejects: ['1'] },
];

// Rules whose failures have different messages: each value with the key it gets (undefined: passes).
const multiMessageRules: { rule: string; cases: [unknown, MessageKey | undefined][] }[] = [
  {
    rule: 'oneDecimal',
    cases: [['1.5', undefined], ['-0.1', undefined], ['1', 'validation.decimalsExactly1'], ['1.50', 'validation.decimalsExactly1'], ['abc', 'validation.numberFormat']],
  },
  {
    rule: 'twoDecimals',
    cases: [['1.50', undefined], ['-3.14', undefined], ['1.5', 'validation.decimalsExactly2'], ['1.505', 'validation.decimalsExactly2'], ['1,5', 'validation.numberFormat']],
  },
  {
    rule: 'atMostOneDecimal',
    cases: [['1', undefined], ['1.5', undefined], ['1.55', 'validation.decimalsAtMost1'], ['1.', 'validation.numberFormat']],
  },
  {
    rule: 'atMostTwoDecimals',
    cases: [['1', undefined], ['-1.55', undefined], ['1.555', 'validation.decimalsAtMost2'], ['one', 'validation.numberFormat']],
  },
  {
    rule: 'nonNegativeMoney',
    cases: [['0', undefined], ['0.5', undefined], ['12.34', undefined], [1000000, undefined], ['1.234', 'validation.decimalsAtMost2'], ['-1', 'validation.money'], ['01', 'validation.money'], ['1,000', 'validation.money'], ['yuan', 'validation.money']],
  },
  { rule: 'moneyTwoDecimals', cases: [['1.23', undefined], ['1.234', 'validation.decimalsAtMost2']] },
  { rule: 'positiveMoney', cases: [['0.01', undefined], ['0', 'validation.moneyPositive'], ['0.00', 'validation.moneyPositive'], ['-1', 'validation.money']] },
  { rule: 'moneyOneDecimal', cases: [['1.2', undefined], ['1.23', 'validation.decimalsAtMost1']] },
  { rule: 'moneyThreeDecimals', cases: [['1.234', undefined], ['1.2345', 'validation.decimalsAtMost3']] },
  { rule: 'moneyMax100', cases: [['100', undefined], ['100.01', 'validation.moneyMax100']] },
  { rule: 'moneyMax1000', cases: [['1000.00', undefined], ['1000.01', 'validation.moneyMax1000']] },
  { rule: 'moneyMax10000', cases: [['10000', undefined], ['10001', 'validation.moneyMax10000']] },
  { rule: 'moneyMax100000', cases: [['100000', undefined], ['100000.01', 'validation.moneyMax100000']] },
  { rule: 'moneyMax1000000', cases: [['1000000', undefined], ['1000000.01', 'validation.moneyMax1000000']] },
  { rule: 'moneyMax10000000', cases: [['10000000', undefined], ['10000000.01', 'validation.moneyMax10000000']] },
  { rule: 'moneyMax100000000', cases: [['100000000', undefined], ['100000000.01', 'validation.moneyMax100000000']] },
];

const exported = library as unknown as Record<string, Validator>;

describe.each(singleMessageRules)('the $rule rule', ({ rule, key, accepts, rejects }) => {
  it.each(accepts)('accepts %j', (value) => {
    expect(exported[rule]!(value)).toBeUndefined();
  });

  it.each(rejects)(`rejects %j with ${key}`, (value) => {
    expect(exported[rule]!(value)).toBe(key);
  });
});

describe.each(multiMessageRules)('the $rule rule', ({ rule, cases }) => {
  it.each(cases.map(([value, expected]) => [value, expected ?? 'passing', expected] as const))('judges %j as %s', (value, _, expected) => {
    expect(exported[rule]!(value)).toBe(expected);
  });
});

describe('money with at most N integer digits', () => {
  const counts: IntegerDigits[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it.each(counts)('accepts %i integer digits with two decimals', (n) => {
    expect(moneyWithIntegerDigits[n](`${'9'.repeat(n)}.99`)).toBeUndefined();
  });

  it.each(counts)('rejects %i + 1 integer digits with its own message', (n) => {
    expect(moneyWithIntegerDigits[n](`1${'0'.repeat(n)}`)).toBe(`validation.moneyIntegerDigits${n}`);
  });

  it.each(counts)('names the digit count %i in its Chinese message', (n) => {
    expect(zhCN[`validation.moneyIntegerDigits${n}`]).toContain(String(n));
  });
});

describe('the money factory', () => {
  const strict = money({ decimals: 2, maxIntegerDigits: 5, max: 10000, positive: true });

  it.each<[string, MessageKey | 'passing']>([
    ['0.01', 'passing'],
    ['10000', 'passing'],
    ['1.234', 'validation.decimalsAtMost2'],
    ['100000', 'validation.moneyIntegerDigits5'],
    ['0', 'validation.moneyPositive'],
    ['10000.01', 'validation.moneyMax10000'],
  ])('checks decimals, then integer digits, then sign, then the cap: %j is %s', (value, expected) => {
    expect(strict(value) ?? 'passing').toBe(expected);
  });

  it.each<MoneyCap>([100, 1000, 10000, 100000, 1000000, 10000000, 100000000])('names the cap %i in its Chinese message', (cap) => {
    expect(zhCN[`validation.moneyMax${cap}`]).toContain(String(cap));
  });
});

describe('predicates for the server', () => {
  it.each<[string, (text: string) => boolean, string, string]>([
    ['isMobile', isMobile, '13800138000', '12345'],
    ['isPassword', isPassword, 'demo123456', 'demo 123'],
    ['isName', isName, '张三', '张三3'],
    ['isIdCard', isIdCard, '11010119800101001X', '11010119800101001Y'],
    ['isDigits', isDigits, '0427', '04a7'],
    ['isEmail', isEmail, 'a@b.cn', 'a@b'],
  ])('%s holds for %j and not for %j', (_, predicate, good, bad) => {
    expect(predicate(good)).toBe(true);
    expect(predicate(bad)).toBe(false);
  });
});

describe('empty values', () => {
  const factories = new Set(['money', 'signedNumber', 'decimals']);
  const validators = Object.entries(exported).filter(
    ([name, value]) => typeof value === 'function' && !/^is[A-Z]/.test(name) && !factories.has(name),
  );
  const tested = new Set([...singleMessageRules, ...multiMessageRules].map(({ rule }) => rule));

  it('count as empty when undefined, null, or a string of spaces', () => {
    expect([undefined, null, '', '  \t'].map(isEmpty)).toEqual([true, true, true, true]);
    expect([0, false, 'a'].map(isEmpty)).toEqual([false, false, false]);
  });

  it.each(validators)('are skipped by the %s rule', (_, validate) => {
    for (const empty of [undefined, null, '', '   ']) expect(validate(empty)).toBeUndefined();
  });

  it('leave no exported rule without its table of cases', () => {
    expect(validators.map(([name]) => name).filter((name) => !tested.has(name))).toEqual([]);
  });
});

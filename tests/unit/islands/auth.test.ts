import { describe, expect, it } from 'vitest';
import { en, zhCN } from '../../../src/i18n';
import { CLOUD_SCHOOLS, registrationType } from '../../../src/islands/auth/cloud-schools';
import { displayName } from '../../../src/islands/auth/header-menu';
import { CODE_COUNTDOWN_SECONDS, codeButtonLabel, secondsLeft } from '../../../src/islands/ui/code-countdown';
import type { UserInfo } from '../../../src/stores/session';

describe('the code button', () => {
  it('counts whole seconds up, so the last second still shows 1', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
    expect(CODE_COUNTDOWN_SECONDS).toBe(60);
  });

  it("reads 'get code', then the countdown, then 're-get'", () => {
    expect(codeButtonLabel({ seconds: 0, sentBefore: false })).toEqual({ key: 'auth.code.get' });
    expect(codeButtonLabel({ seconds: 42, sentBefore: true })).toEqual({ key: 'auth.code.countdown', params: { n: 42 } });
    expect(codeButtonLabel({ seconds: 0, sentBefore: true })).toEqual({ key: 'auth.code.reget' });
  });
});

describe('the registration page', () => {
  it('takes type 1, 2 or 3 from the query, and 1 for anything else', () => {
    expect(registrationType('?type=2')).toBe(2);
    expect(registrationType('?type=3')).toBe(3);
    expect(registrationType('?type=1')).toBe(1);
    expect(registrationType('')).toBe(1);
    expect(registrationType('?type=9')).toBe(1);
  });

  it('offers three cloud schools for type 1 and one for type 3, named in both locales', () => {
    expect(CLOUD_SCHOOLS[1]).toHaveLength(3);
    expect(CLOUD_SCHOOLS[3]).toHaveLength(1);
    for (const school of [...CLOUD_SCHOOLS[1], ...CLOUD_SCHOOLS[3]]) {
      expect(zhCN[school.name]).toBeTruthy();
      expect(en[school.name]).toBeTruthy();
    }
    // The seeded students joined these, by name.
    expect(CLOUD_SCHOOLS[1].map((school) => zhCN[school.name])).toEqual(['信息技术', '智能制造', '现代服务']);
    expect(CLOUD_SCHOOLS[1].map((school) => en[school.name]).slice(0, 2)).toEqual(['Information Technology', 'Advanced Manufacturing']);
  });
});

describe('the name in the header', () => {
  const user = (fields: Partial<UserInfo>): UserInfo => ({ id: 'u1', type: 'USER', userId: 'u1', avatar: null, realName: null, nickName: '', username: null, mobile: '', ...fields });

  it('is the nickname, else the real name, the username or the masked mobile, else the fallback', () => {
    expect(displayName(user({ nickName: '小明同学', realName: '王小明' }), '学员')).toBe('小明同学');
    expect(displayName(user({ nickName: ' ', realName: '王小明' }), '学员')).toBe('王小明');
    expect(displayName(user({ mobile: '138****8000' }), '学员')).toBe('138****8000');
    expect(displayName(null, 'Student')).toBe('Student');
  });
});

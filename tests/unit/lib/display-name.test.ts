import { describe, expect, it } from 'vitest';
import { displayName } from '../../../src/lib/display-name';

describe('the name in the header', () => {
  it('is the nickname, else the real name, the username or the masked mobile, else the fallback', () => {
    expect(displayName({ nickName: '小明同学', realName: '王小明' }, '学员')).toBe('小明同学');
    expect(displayName({ nickName: ' ', realName: '王小明' }, '学员')).toBe('王小明');
    expect(displayName({ username: ' xiaoming ' }, '学员')).toBe('xiaoming');
    expect(displayName({ mobile: '138****8000' }, '学员')).toBe('138****8000');
    expect(displayName(null, 'Student')).toBe('Student');
  });
});

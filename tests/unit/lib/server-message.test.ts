import { describe, expect, it } from 'vitest';
import { placeServerMessage } from '../../../src/lib/server-message';

describe('a server refusal placed in the form', () => {
  const fields = { code: 'code', qrCode: 'invitationCode' } as const;

  it('goes beside the field the answer names, capitalised', () => {
    expect(placeServerMessage({ msg: 'the verification code is wrong', field: 'code' }, fields)).toEqual({ field: 'code', text: 'The verification code is wrong' });
    expect(placeServerMessage({ msg: '验证码错误', field: 'code' }, fields)).toEqual({ field: 'code', text: '验证码错误' });
    expect(placeServerMessage({ msg: "no enterprise invitation has the code 'X' ", field: 'qrCode' }, fields)).toEqual({
      field: 'invitationCode',
      text: "No enterprise invitation has the code 'X'",
    });
  });

  it('stays whole for the form when it names no field of this form, or none at all', () => {
    expect(placeServerMessage({ msg: 'unknown tenant', field: 'tenantId' }, fields)).toEqual({ text: 'unknown tenant' });
    expect(placeServerMessage({ msg: 'the mobile number (or username) or the password is wrong' }, fields)).toEqual({
      text: 'the mobile number (or username) or the password is wrong',
    });
  });
});

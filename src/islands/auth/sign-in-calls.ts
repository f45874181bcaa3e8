// What the sign-in calls share: this site signs in from the PC web terminal of the school the page
// belongs to, and both registration forms end with the same registration login (spec 1 §2.10).
import { call } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import type { components } from '../../api/schema';
import { maskMobile } from '../../lib/mask';
import { $tenant } from '../../stores/tenant';

type RegistrationBody = components['schemas']['RegistrationBody'];

/** The client a login or registration names: this school's PC site. */
export function pcClient() {
  return { tenantId: $tenant.get().tenantId || undefined, terminalType: 'PC', bizType: 'E_PC' };
}

/**
 * The registration login (spec 1 §3: it sends nickName, mobile, code, grantType, terminalType, bizType).
 * Neither form asks for a person's name, so a new account is named by its masked mobile until the
 * student chooses a nickname; the enterprise form's enterprise name is the company's, never the person's.
 */
export function registrationLogin(body: Pick<RegistrationBody, 'type' | 'cloudSchool' | 'qrCode' | 'mobile' | 'code'>) {
  const nickName = maskMobile(body.mobile);
  return call(getBrowserClient().POST('/api/oauth/anyTenant/registration/login', { body: { ...body, nickName, grantType: 'SMS_CODE', ...pcClient() } }));
}

// What the sign-in calls share: this site signs in from the PC web terminal of the school the page
// belongs to, and both registration forms end with the same registration login (spec 1 §2.10).
import { call, getBrowserClient } from '../../api/client';
import type { components } from '../../api/schema';
import { $tenant } from '../../stores/tenant';

type RegistrationBody = components['schemas']['RegistrationBody'];

/** The client a login or registration names: this school's PC site. */
export function pcClient() {
  return { tenantId: $tenant.get().tenantId || undefined, terminalType: 'PC', bizType: 'E_PC' };
}

export function registrationLogin(body: Pick<RegistrationBody, 'type' | 'nickName' | 'cloudSchool' | 'qrCode' | 'mobile' | 'code'>) {
  return call(getBrowserClient().POST('/api/oauth/anyTenant/registration/login', { body: { ...body, grantType: 'SMS_CODE', ...pcClient() } }));
}

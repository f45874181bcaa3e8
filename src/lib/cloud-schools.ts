// The cloud schools a student can join (spec 1 §2.10): fixed lists, three vocational categories
// for registration type 1 and one for type 3. Their names live in the catalogue; the name in the
// page's language is what the registration sends as cloudSchool, as the seeded students have it.
import type { MessageKey } from '../i18n';

export interface CloudSchool {
  name: MessageKey;
  hint: MessageKey;
}

const informationTechnology: CloudSchool = { name: 'auth.cloudSchool.informationTechnology', hint: 'auth.cloudSchool.informationTechnology.hint' };
const intelligentManufacturing: CloudSchool = { name: 'auth.cloudSchool.intelligentManufacturing', hint: 'auth.cloudSchool.intelligentManufacturing.hint' };
const modernServices: CloudSchool = { name: 'auth.cloudSchool.modernServices', hint: 'auth.cloudSchool.modernServices.hint' };
const healthCare: CloudSchool = { name: 'auth.cloudSchool.healthCare', hint: 'auth.cloudSchool.healthCare.hint' };

export const CLOUD_SCHOOLS: Record<StudentRegistrationType, readonly CloudSchool[]> = {
  1: [informationTechnology, intelligentManufacturing, modernServices],
  3: [healthCare],
};

/** The registration page's `type` query: 1 and 3 students joining a cloud school, 2 an enterprise invitation. */
export type RegistrationType = 1 | 2 | 3;
export type StudentRegistrationType = Exclude<RegistrationType, 2>;

/** An absent or unknown type shows the student form of type 1. */
export function registrationType(search: string): RegistrationType {
  const type = new URLSearchParams(search).get('type')?.trim();
  return type === '2' ? 2 : type === '3' ? 3 : 1;
}

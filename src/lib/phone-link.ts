// A phone number as a link that dials it: the digits and a leading + only, as tel: URIs want
// them (RFC 3966; the school's numbers are written with spaces, dashes and brackets).
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

// The school's user agreement and privacy policy, which the login form's agreement checkbox names
// (spec 1 §2.9): information tabs of type 3 and 4 (ours; the spec names no source for them).
// Their HTML comes from a CMS, so it is sanitized here, once per build.
import { call } from '../../../api/client';
import type { FetchContext } from '../loader';
import { sanitizeCmsHtml } from '../sanitize';

/** The informationType of each agreement, and the address of its page (/agreement/<kind>/). */
export const AGREEMENT_TYPES = { 'user-agreement': 3, 'privacy-policy': 4 } as const;
export type AgreementKind = keyof typeof AGREEMENT_TYPES;
export const AGREEMENT_KINDS = Object.keys(AGREEMENT_TYPES) as AgreementKind[];

export interface AgreementText {
  title: string;
  /** Sanitized HTML; empty when the school has published none. */
  content: string;
}

export async function fetchAgreements({ client }: FetchContext): Promise<Record<AgreementKind, AgreementText | null>> {
  const first = async (informationType: number) => {
    const [tab] = await call(client.GET('/api/universityAdvertise/anyUser/universityInformation/list', { params: { query: { informationType } } }));
    return tab ? { title: tab.title || tab.name, content: sanitizeCmsHtml(tab.content) } : null;
  };
  const [userAgreement, privacyPolicy] = await Promise.all([first(AGREEMENT_TYPES['user-agreement']), first(AGREEMENT_TYPES['privacy-policy'])]);
  return { 'user-agreement': userAgreement, 'privacy-policy': privacyPolicy };
}

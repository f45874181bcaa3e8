// The school profile's information tabs (spec 1 §2.6, §3 'Information tab'): the project's detail
// tabs (informationType 0), the training organisation's (1) and each certification
// organisation's (2, keyed by the organisation's id). Their HTML comes from a CMS, so it is
// sanitized here, once per build, and pages only ever see the safe version.
import { call } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { FetchContext } from '../loader';
import { sanitizeCmsHtml } from '../sanitize';

type InformationTab = components['schemas']['InformationTab'];

export interface ProfileTab {
  id: number;
  title: string;
  /** Sanitized HTML. */
  content: string;
}

/** The spec's informationType values. */
export const INFORMATION_TYPE = { project: 0, trainingOrganization: 1, certificationOrganization: 2 } as const;

function toTab(tab: InformationTab): ProfileTab {
  return { id: tab.id, title: tab.title || tab.name, content: sanitizeCmsHtml(tab.content) };
}

export async function fetchProfile({ client }: FetchContext) {
  const list = (informationType: number) =>
    call(client.GET('/api/universityAdvertise/anyUser/universityInformation/list', { params: { query: { informationType } } }));

  // Without a universityId, type 0 and 1 answer the school's own tabs and type 2 every certification organisation's.
  const [project, trainingOrganization, certificationOrganization] = await Promise.all([
    list(INFORMATION_TYPE.project),
    list(INFORMATION_TYPE.trainingOrganization),
    list(INFORMATION_TYPE.certificationOrganization),
  ]);

  const byOrganization: Record<string, ProfileTab[]> = {};
  for (const tab of certificationOrganization) (byOrganization[tab.universityId] ??= []).push(toTab(tab));

  return {
    projectTabs: project.map(toTab),
    trainingOrganizationTabs: trainingOrganization.map(toTab),
    /** Keyed by the certification organisation's id, as text (the API's universityId). */
    certificationOrganizationTabs: byOrganization,
  };
}

export type ProfileData = Awaited<ReturnType<typeof fetchProfile>>;

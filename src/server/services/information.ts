// The school's information tabs: its own (project, training organisation, agreements) and its
// certification organisations'.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { certificationOrganizations, universityInformation } from '../db/schema';
import { notFound } from '../envelope';
import { bySeq, findSchoolInfo } from './school';

// 0 to 2 are the spec's; 3 and 4 are ours (the spec names no source for the login form's agreements).
export const INFORMATION_TYPES = '0 project, 1 training organisation, 2 certification organisation, 3 user agreement, 4 privacy policy';
const INT_MAX = 2_147_483_647;

export interface InformationFilter {
  informationType?: number;
  universityId?: string;
}

export async function informationTabs(db: Database, tenantId: string, filter: InformationFilter) {
  const info = await findSchoolInfo(db, tenantId);
  const conditions = [eq(universityInformation.tenantId, tenantId)];
  if (filter.informationType !== undefined) conditions.push(eq(universityInformation.informationType, filter.informationType));
  if (filter.universityId && filter.universityId !== info.universityId) {
    // Not the school: it must be one of the school's certification organisations.
    const organizationId = /^\d{1,10}$/.test(filter.universityId) ? Number(filter.universityId) : NaN;
    const [organization] = organizationId <= INT_MAX
      ? await db
          .select({ id: certificationOrganizations.id })
          .from(certificationOrganizations)
          .where(and(eq(certificationOrganizations.tenantId, tenantId), eq(certificationOrganizations.id, organizationId)))
          .limit(1)
      : [];
    if (!organization) throw notFound(`no school or certification organisation '${filter.universityId}' in this tenant`);
  }
  // Without a universityId the school's own tabs are meant, except for type 2, which lists every organisation's.
  const universityId = filter.universityId ?? (filter.informationType === 2 ? undefined : info.universityId);
  if (universityId) conditions.push(eq(universityInformation.universityId, universityId));
  const rows = await db
    .select()
    .from(universityInformation)
    .where(and(...conditions))
    .orderBy(universityInformation.informationType, ...bySeq(universityInformation.seq, universityInformation.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    name: row.title,
    content: row.content,
    informationType: row.informationType,
    universityId: row.universityId,
  }));
}

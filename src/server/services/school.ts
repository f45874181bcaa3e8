// The school's records as the contract hands them out, and its visit count.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { businessSchools, certificationOrganizations, schoolDomains, schoolInfos, servicePoints, tenants } from '../db/schema';
import { notFound } from '../envelope';
import { MINUTE_MS, takeFromCap } from './rate-events';

/** The SQL order of a list: by seq ascending, rows without seq last, then by id. */
export const bySeq = (seq: AnyPgColumn, id: AnyPgColumn) => [sql`${seq} asc nulls last`, asc(id)];

export async function findSchoolInfo(db: Database, tenantId: string) {
  const [info] = await db.select().from(schoolInfos).where(eq(schoolInfos.tenantId, tenantId)).limit(1);
  if (!info) throw notFound(`tenant '${tenantId}' has no school info yet`);
  return info;
}

export async function schoolInfoOf(db: Database, tenantId: string) {
  const info = await findSchoolInfo(db, tenantId);
  const points = await db
    .select()
    .from(servicePoints)
    .where(eq(servicePoints.tenantId, tenantId))
    .orderBy(...bySeq(servicePoints.seq, servicePoints.id));
  const organizations = await db
    .select()
    .from(certificationOrganizations)
    .where(eq(certificationOrganizations.tenantId, tenantId))
    .orderBy(...bySeq(certificationOrganizations.seq, certificationOrganizations.id));
  return {
    id: info.id,
    tenantId,
    universityId: info.universityId,
    projectName: info.projectName,
    universityName: info.universityName,
    logo: info.logo,
    address: info.address,
    latitude: info.latitude,
    longitude: info.longitude,
    contactMobile: info.contactMobile,
    website: info.website,
    crowd: info.crowd,
    schoolType: info.schoolTypeCode ? { code: info.schoolTypeCode, desc: info.schoolTypeDesc ?? '' } : null,
    enrollDistrictScope: info.enrollDistrictScope,
    showTraining: info.showTraining,
    educationalInstitution: info.educationalInstitution ?? null,
    servicePointList: points.map(({ tenantId: _tenant, seq: _seq, ...point }) => point),
    certificationOrganizationList: organizations.map(({ tenantId: _tenant, seq: _seq, ...organization }) => organization),
  };
}

export async function businessSchoolOf(db: Database, tenantId: string) {
  const [business] = await db.select().from(businessSchools).where(eq(businessSchools.tenantId, tenantId)).limit(1);
  if (!business) throw notFound(`tenant '${tenantId}' has no business school info yet`);
  return business;
}

/** Counts a visit and answers the new count. */
export async function countVisit(db: Database, tenantId: string): Promise<number> {
  const [row] = await db
    .update(schoolInfos)
    .set({ browseCount: sql`${schoolInfos.browseCount} + 1` })
    .where(eq(schoolInfos.tenantId, tenantId))
    .returning({ browseCount: schoolInfos.browseCount });
  if (!row) throw notFound(`tenant '${tenantId}' has no school info yet`);
  return row.browseCount;
}

/** The address of one of the school's front ends (PC, H5, ADMIN, PROMOTION). */
export async function schoolDomainOf(db: Database, tenantId: string, domainType: 'PC' | 'H5' | 'ADMIN' | 'PROMOTION'): Promise<string> {
  const [row] = await db
    .select()
    .from(schoolDomains)
    .where(and(eq(schoolDomains.tenantId, tenantId), eq(schoolDomains.domainType, domainType)))
    .limit(1);
  if (!row) throw notFound(`the school has no ${domainType} domain`);
  return row.domain;
}

/** The businesses enabled for the school, comma-separated; an empty string when none. */
export async function businessesOf(db: Database, tenantId: string): Promise<string> {
  const [tenant] = await db.select({ businesses: tenants.businesses }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return tenant?.businesses ?? '';
}

export async function visitCountOf(db: Database, tenantId: string): Promise<number> {
  return (await findSchoolInfo(db, tenantId)).browseCount;
}

/**
 * Counts a visit from `subject` (a network) and answers the count. Over the network's cap a visit is
 * not counted, and the count is answered as it stands: a page's visit counter is no reason to show a
 * visitor an error.
 */
export async function visitSchool(db: Database, tenantId: string, rate: { subject: string; cap: number; now: Date }): Promise<number> {
  if (!(await takeFromCap(db, { kind: 'visit', windowMs: MINUTE_MS, ...rate }))) return visitCountOf(db, tenantId);
  return countVisit(db, tenantId);
}

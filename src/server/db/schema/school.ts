// The school behind a tenant: its profile, business profile, service points, certification
// organisations, information tabs, site domains, service contacts and the consult messages
// visitors leave (spec 1 §3, §7.3).
import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, tenantId, createdTime, schoolList } from './columns';


export type ServicePointType = 'TEACHING' | 'EXAM' | 'EVALUATE';
export type CertificationType = 'INTERNATIONAL' | 'COUNTRY' | 'COMPANY' | 'INDUSTRY' | 'PROVINCE' | 'CITY';

export interface EducationalInstitution {
  name: string;
  educationProperty: string;
  schoolFaculty: string;
  features: string;
  facilities: string;
}

/** One per tenant: the profile every page header and the school page show. */
export const schoolInfos = pgTable('school_infos', {
  id: id(),
  tenantId: tenantId().unique(),
  universityId: text('university_id').notNull(),
  projectName: text('project_name').notNull(),
  universityName: text('university_name').notNull(),
  logo: text('logo'),
  address: text('address'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  contactMobile: text('contact_mobile'),
  website: text('website'),
  crowd: text('crowd'),
  schoolTypeCode: text('school_type_code'),
  schoolTypeDesc: text('school_type_desc'),
  enrollDistrictScope: text('enroll_district_scope'),
  /** The school page's third tab, the training organisation, appears only when set (spec 1 §2.6). */
  showTraining: boolean('show_training').notNull().default(false),
  educationalInstitution: jsonb('educational_institution').$type<EducationalInstitution>(),
  /** The visit count of the header; bigint because a popular school's counter outlives int4. */
  browseCount: bigint('browse_count', { mode: 'number' }).notNull().default(0),
});

/** The business profile of spec 1 §3; serviceAttribute is kept as the JSON text the platform sends. */
export const businessSchools = pgTable('business_schools', {
  tenantId: tenantId().primaryKey(),
  brand: text('brand'),
  industry: text('industry'),
  institutionProperty: text('institution_property'),
  institutionGrade: text('institution_grade'),
  trainingMode: text('training_mode'),
  serviceAttribute: text('service_attribute'),
  certificateAttribute: text('certificate_attribute'),
  certificationOrganizationTypeName: text('certification_organization_type_name'),
  trainingInstitutionsName: text('training_institutions_name'),
  schoolParentType: text('school_parent_type'),
  schoolType: text('school_type'),
});

export const servicePoints = schoolList('service_points', {
  type: text('type').$type<ServicePointType>().notNull(),
  name: text('name').notNull(),
  url: text('url'),
  /** 'HH:mm' or 'HH:mm:ss'; an end before the start crosses midnight (src/lib/service-point.ts). */
  startTime: text('start_time'),
  endTime: text('end_time'),
  mobile: text('mobile'),
  address: text('address'),
  provinceName: text('province_name'),
  cityName: text('city_name'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  seq: integer('seq'),
});

export const certificationOrganizations = schoolList('certification_organizations', {
  name: text('name').notNull(),
  logo: text('logo'),
  /** CERTIFICATION, or another value for an issuing body. */
  orgType: text('org_type').notNull(),
  certificationType: text('certification_type').$type<CertificationType>().notNull(),
  serviceScope: text('service_scope'),
  features: text('features'),
  seq: integer('seq'),
});

/**
 * Tabs of rich text on the school page. informationType 0 (project) and 1 (training organisation)
 * belong to the school's universityId; 2 (certification organisation) to one organisation's id.
 */
export const universityInformation = schoolList(
  'university_information',
  {
    informationType: integer('information_type').notNull(),
    universityId: text('university_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    seq: integer('seq'),
  },
  (table) => [table.informationType],
);

/** Addresses of the school's other front ends: the mobile web app, the management backend … */
export const schoolDomains = pgTable(
  'school_domains',
  {
    tenantId: tenantId(),
    domainType: text('domain_type').notNull(),
    domain: text('domain').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.domainType] })],
);

export const serviceContacts = schoolList('service_contacts', {
  name: text('name'),
  mobile: text('mobile'),
  contactMobile: text('contact_mobile'),
  /** The customer-service WeChat QR image. */
  url: text('url'),
  seq: integer('seq'),
});

/** Consult messages (sales clues) left through the leave-a-message form. */
export const clues = schoolList('clues', {
  /** The user or visitor id of whoever left the message, as the client sends it. */
  clueId: text('clue_id'),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  content: text('content').notNull(),
  createdTime: createdTime(),
});

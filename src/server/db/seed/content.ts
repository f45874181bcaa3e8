// School info and every content list of the public site, from the tenant's JSON files:
// school.json, information.json, service-contacts.json, banners.json, notices.json,
// categories.json, news.json, hot-majors.json and albums.json. A missing file seeds nothing.
//
// Times where freshness matters may be written relative to the seed's clock: "-3d", "-5h",
// "-30m", "+2d" (days, hours, minutes); anything else is read as an ISO date.
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  articleCategorizes,
  articles,
  banners,
  businessSchools,
  categorizes,
  certificationOrganizations,
  commonQuestions,
  hotMajors,
  materialCategories,
  materials,
  type EducationalInstitution,
  type RelatedCertificate,
  schoolDomains,
  schoolInfos,
  serviceContacts,
  servicePoints,
  tenants,
  universityInformation,
} from '../schema';
import type { Seeder } from './index';

interface SchoolSeed {
  /** Businesses enabled for the tenant; stored comma-separated on the tenant. */
  businesses?: string[];
  visitCount?: number;
  info: {
    universityId: string;
    projectName: string;
    universityName: string;
    logo?: string;
    address?: string;
    latitude?: number;
    longitude?: number;
    contactMobile?: string;
    website?: string;
    crowd?: string;
    schoolType?: { code: string; desc: string };
    enrollDistrictScope?: string;
    showTraining?: boolean;
    educationalInstitution?: EducationalInstitution;
  };
  business?: Omit<typeof businessSchools.$inferInsert, 'tenantId' | 'serviceAttribute'> & { serviceAttribute?: string[] };
  domains?: Record<string, string>;
  servicePoints?: Omit<typeof servicePoints.$inferInsert, 'tenantId' | 'id'>[];
  certificationOrganizations?: (Omit<typeof certificationOrganizations.$inferInsert, 'tenantId' | 'id'> & { key: string })[];
}

interface InformationSeed {
  /** 0 project, 1 training organisation, 2 certification organisation, 3 user agreement, 4 privacy policy. */
  informationType: 0 | 1 | 2 | 3 | 4;
  /** For type 2: the key of the certification organisation the tab describes. */
  organization?: string;
  title: string;
  content: string;
  seq?: number;
}

interface ArticleSeed {
  title: string;
  content?: string;
  publishTime: string;
  createdTime?: string;
  status?: number;
  seq?: number;
}

interface NoticeSeed extends ArticleSeed {
  writerName?: string;
}

interface NewsSeed extends ArticleSeed {
  cover?: string;
  introduction?: string;
  contentType?: 'ARTICLE' | 'INFORMATION';
  sources?: string;
  /** Keys of categories.json. */
  categories: string[];
  relatedProducts?: string[];
}

interface HotMajorSeed {
  name: string;
  pic?: string;
  seq?: number;
  industrySalary?: string;
  employmentProspectDescribe?: string;
  suitabilityPeopleDescribe?: string;
  relatedCertificate?: RelatedCertificate[] | string;
  relatedProducts?: string[];
  status?: number;
  faqs?: { name: string; answer: string; seq?: number }[];
}

interface AlbumSeed {
  categoryName: string;
  value: string;
  seq?: number;
  clientTypes?: string;
  items?: { type: 'PIC' | 'VIDEO'; name: string; introduce?: string; pic: string; video?: string; seq?: number; open?: number }[];
}

const RELATIVE_TIME = /^([+-])(\d+)([dhm])$/;
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** "-3d" is three days before `now`; an absolute date is taken as written. */
export function resolveSeedTime(value: string, now: Date): Date {
  const relative = RELATIVE_TIME.exec(value.trim());
  if (relative) {
    const [, sign, amount, unit] = relative as unknown as [string, '+' | '-', string, keyof typeof UNIT_MS];
    return new Date(now.getTime() + (sign === '-' ? -1 : 1) * Number(amount) * UNIT_MS[unit]);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`unreadable time '${value}' (use an ISO date or a relative form like -3d)`);
  return date;
}

function byKey<T>(file: string, rows: { key: string; id: T }[]) {
  const map = new Map(rows.map((row) => [row.key, row.id]));
  return (key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`${file}: unknown key '${key}'`);
    return id;
  };
}

async function seedSchool(tx: Database, tenantId: string, school: SchoolSeed | undefined, information: InformationSeed[]) {
  if (!school) return;
  const { info, business } = school;
  await tx
    .update(tenants)
    .set({ businesses: (school.businesses ?? []).join(',') })
    .where(eq(tenants.id, tenantId));
  // The profile's fields are the columns' own names; only the school type is kept in two columns.
  const { schoolType, showTraining, ...profile } = info;
  await tx.insert(schoolInfos).values({
    ...profile,
    tenantId,
    schoolTypeCode: schoolType?.code,
    schoolTypeDesc: schoolType?.desc,
    showTraining: showTraining ?? false,
    browseCount: school.visitCount ?? 0,
  });
  if (business) {
    const { serviceAttribute, ...rest } = business;
    await tx.insert(businessSchools).values({ ...rest, tenantId, serviceAttribute: JSON.stringify(serviceAttribute ?? []) });
  }
  const domains = Object.entries(school.domains ?? {});
  if (domains.length > 0) await tx.insert(schoolDomains).values(domains.map(([domainType, domain]) => ({ tenantId, domainType, domain })));
  if (school.servicePoints?.length) await tx.insert(servicePoints).values(school.servicePoints.map((point) => ({ ...point, tenantId })));

  const organizations = school.certificationOrganizations ?? [];
  const inserted = organizations.length
    ? await tx
        .insert(certificationOrganizations)
        .values(organizations.map(({ key: _key, ...organization }) => ({ ...organization, tenantId })))
        .returning({ id: certificationOrganizations.id })
    : [];
  const organizationId = byKey(
    'information.json',
    organizations.map((organization, index) => ({ key: organization.key, id: inserted[index]!.id })),
  );
  if (information.length > 0) {
    await tx.insert(universityInformation).values(
      information.map((tab) => ({
        tenantId,
        informationType: tab.informationType,
        universityId: tab.informationType === 2 ? String(organizationId(tab.organization ?? '')) : info.universityId,
        title: tab.title,
        content: tab.content,
        seq: tab.seq,
      })),
    );
  }
}

async function seedArticles(tx: Database, tenantId: string, now: Date, notices: NoticeSeed[], news: NewsSeed[], categories: { key: string; name: string; seq?: number }[]) {
  const times = (article: ArticleSeed) => {
    const publishTime = resolveSeedTime(article.publishTime, now);
    return { publishTime, createdTime: article.createdTime ? resolveSeedTime(article.createdTime, now) : publishTime };
  };
  if (notices.length > 0) {
    await tx.insert(articles).values(
      notices.map((notice) => ({
        tenantId,
        kind: 'NOTICE' as const,
        title: notice.title,
        content: notice.content ?? '',
        writerName: notice.writerName,
        status: notice.status,
        seq: notice.seq,
        ...times(notice),
      })),
    );
  }
  const insertedCategories = categories.length
    ? await tx
        .insert(categorizes)
        .values(categories.map(({ name, seq }) => ({ tenantId, name, seq })))
        .returning({ id: categorizes.id })
    : [];
  const categorizeId = byKey(
    'news.json',
    categories.map((category, index) => ({ key: category.key, id: insertedCategories[index]!.id })),
  );
  for (const item of news) {
    const [article] = await tx
      .insert(articles)
      .values({
        tenantId,
        kind: 'NEW_INFORMATION',
        title: item.title,
        cover: item.cover,
        introduction: item.introduction,
        content: item.content ?? '',
        contentType: item.contentType ?? 'ARTICLE',
        sources: item.sources,
        status: item.status,
        seq: item.seq,
        relatedProductNames: item.relatedProducts ?? [],
        ...times(item),
      })
      .returning({ id: articles.id });
    if (item.categories.length > 0) {
      await tx.insert(articleCategorizes).values(item.categories.map((key) => ({ articleId: article!.id, categorizeId: categorizeId(key) })));
    }
  }
}

async function seedHotMajors(tx: Database, tenantId: string, majors: HotMajorSeed[]) {
  for (const { faqs, relatedProducts, relatedCertificate, ...major } of majors) {
    const [row] = await tx
      .insert(hotMajors)
      .values({
        ...major,
        tenantId,
        relatedCertificate: typeof relatedCertificate === 'string' ? relatedCertificate : JSON.stringify(relatedCertificate ?? []),
        relatedCertificateAsText: typeof relatedCertificate === 'string',
        relatedProductNames: relatedProducts ?? [],
      })
      .returning({ id: hotMajors.id });
    if (faqs?.length) await tx.insert(commonQuestions).values(faqs.map((faq) => ({ ...faq, tenantId, majorId: row!.id })));
  }
}

async function seedAlbums(tx: Database, tenantId: string, albums: AlbumSeed[]) {
  for (const { items, ...category } of albums) {
    const [row] = await tx
      .insert(materialCategories)
      .values({ ...category, tenantId })
      .returning({ id: materialCategories.id });
    if (items?.length) await tx.insert(materials).values(items.map((item) => ({ ...item, tenantId, materialCategoryId: row!.id })));
  }
}

export const seedContent: Seeder = async (tx, { tenant, readJson, now }) => {
  const tenantId = tenant.id;
  await seedSchool(tx, tenantId, readJson<SchoolSeed>('school.json'), readJson<InformationSeed[]>('information.json') ?? []);
  const contacts = readJson<Omit<typeof serviceContacts.$inferInsert, 'tenantId'>[]>('service-contacts.json') ?? [];
  if (contacts.length > 0) await tx.insert(serviceContacts).values(contacts.map((contact) => ({ ...contact, tenantId })));
  const bannerRows = readJson<Omit<typeof banners.$inferInsert, 'tenantId'>[]>('banners.json') ?? [];
  if (bannerRows.length > 0) await tx.insert(banners).values(bannerRows.map((banner) => ({ ...banner, tenantId })));
  await seedArticles(
    tx,
    tenantId,
    now,
    readJson<NoticeSeed[]>('notices.json') ?? [],
    readJson<NewsSeed[]>('news.json') ?? [],
    readJson<{ key: string; name: string; seq?: number }[]>('categories.json') ?? [],
  );
  await seedHotMajors(tx, tenantId, readJson<HotMajorSeed[]>('hot-majors.json') ?? []);
  await seedAlbums(tx, tenantId, readJson<AlbumSeed[]>('albums.json') ?? []);
};

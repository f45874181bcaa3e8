// Training products, coupons and certificates of a school (spec 1 §3 Product, Coupon, certificate
// results; §7.6). Money is kept as numeric and handed out as the platform writes it.
import { date, index, integer, jsonb, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdTime, ownedBy, seq, state, schoolTable, schoolList } from './columns';


/** The tabs of the training-project list; the one with defaultFlag 1 opens first. */
export const productCategories = schoolList(
  'product_categories',
  {
    name: text('name').notNull(),
    seq: seq(),
    defaultFlag: integer('default_flag').notNull().default(0),
    /** 1: a category of training products ('varieties'), the only kind the portal lists. */
    isVariety: integer('is_variety').notNull().default(1),
    state: state(),
  },
  (table) => [table.seq],
);

/** Training projects. Other areas (news, hot majors) refer to them by name, as their seeds run first. */
export const products = schoolList('products', {
  name: text('name').notNull(),
  pic: text('pic'),
  picTag: text('pic_tag'),
  thumbs: integer('thumbs').notNull().default(0),
  /** 1 training, 2 exam, 3 certification, 4 evaluation. */
  onlineClassPeriodTypeList: jsonb('online_class_period_type_list').$type<number[]>().notNull().default([]),
  certificationOrg: text('certification_org'),
  issuingAuthorityName: text('issuing_authority_name'),
  certificateTypeCode: text('certificate_type_code'),
  certificateTypeDesc: text('certificate_type_desc'),
  /** 0 none, 1 national network checkable, 2 academic network checkable. */
  certificateVerificationType: integer('certificate_verification_type').notNull().default(0),
  certificateBenefits: text('certificate_benefits'),
  schoolName: text('school_name'),
  trainingInstitutionsName: text('training_institutions_name'),
  defStandPrice: text('def_stand_price'),
  /** Text, because the platform marks a lowest-of-several price with a trailing 起 ('199起'). */
  defCouponPrice: text('def_coupon_price'),
  subsidyPrice: text('subsidy_price'),
  tenantChildType: text('tenant_child_type'),
  /** The detail page's introduction, HTML. */
  introduction: text('introduction'),
  state: state(),
  createdTime: createdTime().defaultNow(),
});

/** Which products a category shows, in seq order (productOperationRelation, bizType CATEGORY). */
export const productOperationRelations = schoolTable(
  'product_operation_relations',
  {
    bizType: text('biz_type').notNull().default('CATEGORY'),
    bizId: integer('biz_id').notNull(),
    productId: ownedBy('product_id', () => products.id),
    seq: seq(),
    state: state(),
  },
  (table) => [index('product_operation_relations_biz_idx').on(table.tenantId, table.bizType, table.bizId)],
);

/** A training project's common questions; seq may be empty, such items sort last. */
export const productQuestions = schoolTable(
  'product_questions',
  {
    productId: ownedBy('product_id', () => products.id),
    name: text('name').notNull(),
    /** HTML. */
    answer: text('answer').notNull().default(''),
    seq: integer('seq'),
  },
  (table) => [index('product_questions_product_idx').on(table.productId)],
);

/** The 'related training' list of a training project's detail page. */
export const relatedProducts = schoolTable(
  'related_products',
  {
    productId: ownedBy('product_id', () => products.id),
    relatedProductId: ownedBy('related_product_id', () => products.id),
    seq: seq(),
  },
  (table) => [uniqueIndex('related_products_pair_idx').on(table.productId, table.relatedProductId)],
);

/** Subsidy vouchers. No dates means usable without limit; minPoint 0 means no threshold. */
export const coupons = schoolList('coupons', {
  title: text('title').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  minPoint: numeric('min_point', { precision: 10, scale: 2 }).notNull().default('0'),
  useStartTime: timestamp('use_start_time', { withTimezone: true }),
  useEndTime: timestamp('use_end_time', { withTimezone: true }),
  state: state(),
});

/** Skill-level certificates, found by certificate code and holder's name. */
export const skillCertificates = schoolTable(
  'skill_certificates',
  {
    name: text('name').notNull(),
    card: text('card'),
    mobile: text('mobile'),
    professionName: text('profession_name'),
    typeOfWorkName: text('type_of_work_name'),
    certificateCode: text('certificate_code').notNull(),
    level: text('level'),
    sendDate: date('send_date', { mode: 'string' }),
    certificateImgUrl: text('certificate_img_url'),
  },
  (table) => [index('skill_certificates_code_idx').on(table.tenantId, table.certificateCode)],
);

/** Training graduation certificates, found by certificate number and student name. */
export const trainingCertificates = schoolTable(
  'training_certificates',
  {
    studentName: text('student_name').notNull(),
    idType: text('id_type'),
    idCard: text('id_card'),
    mobile: text('mobile'),
    productName: text('product_name'),
    agencyName: text('agency_name'),
    certificateNum: text('certificate_num').notNull(),
    startTime: date('start_time', { mode: 'string' }),
    endTime: date('end_time', { mode: 'string' }),
    certificateUrl: text('certificate_url'),
  },
  (table) => [index('training_certificates_num_idx').on(table.tenantId, table.certificateNum)],
);

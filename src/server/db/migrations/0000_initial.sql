CREATE TABLE "seed_runs" (
	"tenant_id" text NOT NULL,
	"seeder" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_runs_tenant_id_seeder_pk" PRIMARY KEY("tenant_id","seeder")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"pre_domain" text NOT NULL,
	"name" text NOT NULL,
	"locale" text DEFAULT 'zh-CN' NOT NULL,
	"businesses" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_pre_domain_unique" UNIQUE("pre_domain")
);
--> statement-breakpoint
CREATE TABLE "business_schools" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"brand" text,
	"industry" text,
	"institution_property" text,
	"institution_grade" text,
	"training_mode" text,
	"service_attribute" text,
	"certificate_attribute" text,
	"certification_organization_type_name" text,
	"training_institutions_name" text,
	"school_parent_type" text,
	"school_type" text
);
--> statement-breakpoint
CREATE TABLE "certification_organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"org_type" text NOT NULL,
	"certification_type" text NOT NULL,
	"service_scope" text,
	"features" text,
	"seq" integer
);
--> statement-breakpoint
CREATE TABLE "clues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"clue_id" text,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"content" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_domains" (
	"tenant_id" text NOT NULL,
	"domain_type" text NOT NULL,
	"domain" text NOT NULL,
	CONSTRAINT "school_domains_tenant_id_domain_type_pk" PRIMARY KEY("tenant_id","domain_type")
);
--> statement-breakpoint
CREATE TABLE "school_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"university_id" text NOT NULL,
	"project_name" text NOT NULL,
	"university_name" text NOT NULL,
	"logo" text,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"contact_mobile" text,
	"website" text,
	"crowd" text,
	"school_type_code" text,
	"school_type_desc" text,
	"enroll_district_scope" text,
	"show_training" boolean DEFAULT false NOT NULL,
	"educational_institution" jsonb,
	"browse_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "school_infos_tenant_id_unique" UNIQUE("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "service_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text,
	"mobile" text,
	"contact_mobile" text,
	"url" text,
	"seq" integer
);
--> statement-breakpoint
CREATE TABLE "service_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"start_time" text,
	"end_time" text,
	"mobile" text,
	"address" text,
	"province_name" text,
	"city_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"seq" integer
);
--> statement-breakpoint
CREATE TABLE "university_information" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "university_information_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"information_type" integer NOT NULL,
	"university_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"seq" integer
);
--> statement-breakpoint
CREATE TABLE "article_categorizes" (
	"article_id" integer NOT NULL,
	"categorize_id" integer NOT NULL,
	CONSTRAINT "article_categorizes_article_id_categorize_id_pk" PRIMARY KEY("article_id","categorize_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"cover" text,
	"introduction" text,
	"content" text DEFAULT '' NOT NULL,
	"content_type" text,
	"sources" text,
	"writer_name" text,
	"status" integer DEFAULT 1 NOT NULL,
	"seq" integer,
	"publish_time" timestamp with time zone NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	"related_product_names" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text,
	"pic" text NOT NULL,
	"link_url" text,
	"seq" integer,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categorizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer
);
--> statement-breakpoint
CREATE TABLE "common_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "common_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"major_id" integer NOT NULL,
	"name" text NOT NULL,
	"answer" text NOT NULL,
	"seq" integer
);
--> statement-breakpoint
CREATE TABLE "hot_majors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hot_majors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"pic" text,
	"seq" integer,
	"industry_salary" text,
	"employment_prospect_describe" text,
	"suitability_people_describe" text,
	"related_certificate" text,
	"related_certificate_as_text" boolean DEFAULT false NOT NULL,
	"related_product_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"category_name" text NOT NULL,
	"value" text NOT NULL,
	"seq" integer,
	"client_types" text DEFAULT 'PC,H5' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"material_category_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"introduce" text,
	"pic" text NOT NULL,
	"video" text,
	"seq" integer,
	"open" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"min_point" numeric(10, 2) DEFAULT '0' NOT NULL,
	"use_start_time" timestamp with time zone,
	"use_end_time" timestamp with time zone,
	"state" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"default_flag" integer DEFAULT 0 NOT NULL,
	"is_variety" integer DEFAULT 1 NOT NULL,
	"state" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_operation_relations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_operation_relations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"biz_type" text DEFAULT 'CATEGORY' NOT NULL,
	"biz_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"seq" integer
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"pic" text,
	"pic_tag" text,
	"thumbs" integer DEFAULT 0 NOT NULL,
	"online_class_period_type_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certification_org" text,
	"issuing_authority_name" text,
	"certificate_type_code" text,
	"certificate_type_desc" text,
	"certificate_verification_type" integer DEFAULT 0 NOT NULL,
	"certificate_benefits" text,
	"school_name" text,
	"training_institutions_name" text,
	"def_stand_price" text,
	"def_coupon_price" text,
	"subsidy_price" text,
	"tenant_child_type" text,
	"introduction" text,
	"state" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "related_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skill_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"card" text,
	"mobile" text,
	"profession_name" text,
	"type_of_work_name" text,
	"certificate_code" text NOT NULL,
	"level" text,
	"send_date" date,
	"certificate_img_url" text
);
--> statement-breakpoint
CREATE TABLE "training_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"student_name" text NOT NULL,
	"id_type" text,
	"id_card" text,
	"mobile" text,
	"product_name" text,
	"agency_name" text,
	"certificate_num" text NOT NULL,
	"start_time" date,
	"end_time" date,
	"certificate_url" text
);
--> statement-breakpoint
CREATE TABLE "comment_score_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_score_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"product_id" integer,
	"comment_author" text,
	"comment_author_name" text NOT NULL,
	"comment_author_pic" text,
	"comment_content" text NOT NULL,
	"score" integer DEFAULT 5 NOT NULL,
	"comment_top" integer DEFAULT 0 NOT NULL,
	"file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"school_comment_content" text,
	"thumbs_count" integer DEFAULT 0 NOT NULL,
	"browse_count" integer DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"comment_object_id" text NOT NULL,
	"comment_object_type" text NOT NULL,
	"comment_author" text,
	"comment_author_name" text NOT NULL,
	"comment_author_pic" text,
	"comment_author_role" text DEFAULT 'USER' NOT NULL,
	"comment_content" text NOT NULL,
	"comment_parent" integer,
	"comment_parent_author_name" text,
	"comment_reply" text,
	"comment_top_id" integer,
	"browse_count" integer DEFAULT 0 NOT NULL,
	"file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_operation_products" (
	"operation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_operation_products_operation_id_product_id_pk" PRIMARY KEY("operation_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "content_operation_tag_relations" (
	"operation_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "content_operation_tag_relations_operation_id_tag_id_pk" PRIMARY KEY("operation_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "content_operation_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_operation_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"biz_type" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"biz_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"pic" text,
	"content_url" text,
	"author" text,
	"author_avatar" text,
	"like_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thumbs_user_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thumbs_user_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"biz_type" text NOT NULL,
	"biz_id" integer NOT NULL,
	"liker" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"grant_type" text NOT NULL,
	"terminal_type" text,
	"biz_type" text,
	"created_time" timestamp with time zone NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"revoked_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"text_hash" text NOT NULL,
	"salt" text NOT NULL,
	"dev_text" text,
	"created_time" timestamp with time zone NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"consumed_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enterprise_invitations" (
	"code" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"template_code" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"client_ip" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"consumed_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"template_code" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"cloud_school" text,
	"enterprise_code" text,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"mobile" text NOT NULL,
	"username" text,
	"password_hash" text,
	"nick_name" text NOT NULL,
	"real_name" text,
	"avatar" text,
	"created_time" timestamp with time zone NOT NULL,
	"updated_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	"last_seen_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seed_runs" ADD CONSTRAINT "seed_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_schools" ADD CONSTRAINT "business_schools_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_organizations" ADD CONSTRAINT "certification_organizations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_domains" ADD CONSTRAINT "school_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_infos" ADD CONSTRAINT "school_infos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contacts" ADD CONSTRAINT "service_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_points" ADD CONSTRAINT "service_points_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_information" ADD CONSTRAINT "university_information_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categorizes" ADD CONSTRAINT "article_categorizes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categorizes" ADD CONSTRAINT "article_categorizes_categorize_id_categorizes_id_fk" FOREIGN KEY ("categorize_id") REFERENCES "public"."categorizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorizes" ADD CONSTRAINT "categorizes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_questions" ADD CONSTRAINT "common_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_questions" ADD CONSTRAINT "common_questions_major_id_hot_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."hot_majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_majors" ADD CONSTRAINT "hot_majors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_categories" ADD CONSTRAINT "material_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_material_category_id_material_categories_id_fk" FOREIGN KEY ("material_category_id") REFERENCES "public"."material_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_operation_relations" ADD CONSTRAINT "product_operation_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_operation_relations" ADD CONSTRAINT "product_operation_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_certificates" ADD CONSTRAINT "skill_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_score_tags" ADD CONSTRAINT "comment_score_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_scores" ADD CONSTRAINT "comment_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_scores" ADD CONSTRAINT "comment_scores_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_operation_products" ADD CONSTRAINT "content_operation_products_operation_id_content_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."content_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_operation_products" ADD CONSTRAINT "content_operation_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_operation_tag_relations" ADD CONSTRAINT "content_operation_tag_relations_operation_id_content_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."content_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_operation_tag_relations" ADD CONSTRAINT "content_operation_tag_relations_tag_id_content_operation_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."content_operation_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_operation_tags" ADD CONSTRAINT "content_operation_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_operations" ADD CONSTRAINT "content_operations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thumbs_user_records" ADD CONSTRAINT "thumbs_user_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_invitations" ADD CONSTRAINT "enterprise_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_enterprise_code_enterprise_invitations_code_fk" FOREIGN KEY ("enterprise_code") REFERENCES "public"."enterprise_invitations"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_organizations_tenant_idx" ON "certification_organizations" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "clues_tenant_idx" ON "clues" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "service_contacts_tenant_idx" ON "service_contacts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "service_points_tenant_idx" ON "service_points" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "university_information_tenant_idx" ON "university_information" USING btree ("tenant_id","information_type");--> statement-breakpoint
CREATE INDEX "article_categorizes_categorize_idx" ON "article_categorizes" USING btree ("categorize_id");--> statement-breakpoint
CREATE INDEX "articles_tenant_kind_idx" ON "articles" USING btree ("tenant_id","kind","publish_time");--> statement-breakpoint
CREATE INDEX "banners_tenant_idx" ON "banners" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "categorizes_tenant_idx" ON "categorizes" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "common_questions_major_idx" ON "common_questions" USING btree ("tenant_id","major_id");--> statement-breakpoint
CREATE INDEX "hot_majors_tenant_idx" ON "hot_majors" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "material_categories_tenant_idx" ON "material_categories" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "materials_category_idx" ON "materials" USING btree ("tenant_id","material_category_id");--> statement-breakpoint
CREATE INDEX "coupons_tenant_idx" ON "coupons" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "product_categories_tenant_idx" ON "product_categories" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "product_operation_relations_biz_idx" ON "product_operation_relations" USING btree ("tenant_id","biz_type","biz_id");--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_tenant_idx" ON "products" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "related_products_pair_idx" ON "related_products" USING btree ("product_id","related_product_id");--> statement-breakpoint
CREATE INDEX "skill_certificates_code_idx" ON "skill_certificates" USING btree ("tenant_id","certificate_code");--> statement-breakpoint
CREATE INDEX "training_certificates_num_idx" ON "training_certificates" USING btree ("tenant_id","certificate_num");--> statement-breakpoint
CREATE INDEX "comment_scores_tenant_idx" ON "comment_scores" USING btree ("tenant_id","comment_top","created_time");--> statement-breakpoint
CREATE INDEX "comments_object_idx" ON "comments" USING btree ("tenant_id","comment_object_type","comment_object_id");--> statement-breakpoint
CREATE INDEX "comments_top_idx" ON "comments" USING btree ("comment_top_id");--> statement-breakpoint
CREATE INDEX "content_operations_tenant_idx" ON "content_operations" USING btree ("tenant_id","biz_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "thumbs_user_records_once_idx" ON "thumbs_user_records" USING btree ("tenant_id","biz_type","biz_id","liker");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_time");--> statement-breakpoint
CREATE INDEX "sms_codes_client_ip_idx" ON "sms_codes" USING btree ("client_ip","created_time");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_user_unique" ON "students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "students_tenant_idx" ON "students" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_mobile_unique" ON "users" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_username_unique" ON "users" USING btree ("tenant_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_tenant_visitor_unique" ON "visitors" USING btree ("tenant_id","visitor_id");
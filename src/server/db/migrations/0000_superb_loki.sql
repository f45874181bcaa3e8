CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"pre_domain" text NOT NULL,
	"name" text NOT NULL,
	"locale" text DEFAULT 'zh-CN' NOT NULL,
	"businesses" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_pre_domain_unique" UNIQUE("pre_domain")
);

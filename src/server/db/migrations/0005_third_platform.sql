CREATE TABLE "third_platform_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "third_platform_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"synced_time" timestamp with time zone NOT NULL,
	"auth_code_hash" text,
	"auth_code_expire_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "third_platform_users" ADD CONSTRAINT "third_platform_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_platform_users" ADD CONSTRAINT "third_platform_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_platform_users" ADD CONSTRAINT "third_platform_users_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_platform_users" ADD CONSTRAINT "third_platform_users_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "third_platform_users_user_course_unique" ON "third_platform_users" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "third_platform_users_tenant_idx" ON "third_platform_users" USING btree ("tenant_id");
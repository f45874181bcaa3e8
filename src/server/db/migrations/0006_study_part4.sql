ALTER TABLE "teaching_classes" ADD COLUMN "head_teacher_user_id" text;--> statement-breakpoint
ALTER TABLE "answer_logs" ADD COLUMN "reported_remaining_seconds" integer;--> statement-breakpoint
ALTER TABLE "answer_logs" ADD COLUMN "reported_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teaching_classes" ADD CONSTRAINT "teaching_classes_head_teacher_user_id_users_id_fk" FOREIGN KEY ("head_teacher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teaching_classes_head_teacher_idx" ON "teaching_classes" USING btree ("tenant_id","head_teacher_user_id");
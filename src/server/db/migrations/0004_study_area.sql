CREATE TABLE "class_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"learn_start_time" timestamp with time zone,
	"learn_end_time" timestamp with time zone,
	"face_teaching_number" integer DEFAULT 0 NOT NULL,
	"need_study_duration_ms" bigint DEFAULT 0 NOT NULL,
	"homework_number" integer DEFAULT 0 NOT NULL,
	"test_number" integer DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"service_status" integer DEFAULT 2 NOT NULL,
	"is_enrollment" integer DEFAULT 1 NOT NULL,
	"enrol_state" integer DEFAULT 0 NOT NULL,
	"enrol_state_updated_time" timestamp with time zone,
	"evaluate_status" integer DEFAULT 0 NOT NULL,
	"class_visits" integer DEFAULT 0 NOT NULL,
	"study_duration_ms" bigint DEFAULT 0 NOT NULL,
	"answer_duration_ms" bigint DEFAULT 0 NOT NULL,
	"rank_index" integer,
	"study_target_closed" boolean DEFAULT false NOT NULL,
	"order_total" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"course_name" text NOT NULL,
	"cover" text,
	"introduce" text,
	"course_nature" integer DEFAULT 1 NOT NULL,
	"course_type" integer DEFAULT 2 NOT NULL,
	"learning_platform" integer DEFAULT 0 NOT NULL,
	"third_platform_type" integer,
	"learning_url" text,
	"course_content" jsonb,
	"introduce_detail_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teaching_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_name" text NOT NULL,
	"class_period_name" text NOT NULL,
	"class_period_type" integer DEFAULT 1 NOT NULL,
	"product_id" integer,
	"product_name" text,
	"head_teacher_name" text,
	"class_status" integer DEFAULT 1 NOT NULL,
	"teaching_class_status" integer DEFAULT 1 NOT NULL,
	"training_start_time" timestamp with time zone,
	"training_end_time" timestamp with time zone,
	"period_training_start_time" timestamp with time zone,
	"period_training_end_time" timestamp with time zone,
	"teaching_plan_created_time" timestamp with time zone,
	"status_time" timestamp with time zone,
	"learning_goal" text,
	"is_experience" boolean DEFAULT false NOT NULL,
	"experience_ready" boolean DEFAULT true NOT NULL,
	"sign_up_total" integer DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_dynamics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_dynamics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"activity_id" integer,
	"type" integer NOT NULL,
	"user_id" text,
	"real_name" text NOT NULL,
	"avatar" text,
	"content" text,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_student_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"sign_in_time" timestamp with time zone,
	"sign_out_time" timestamp with time zone,
	"sign_in_place" jsonb,
	"sign_out_place" jsonb
);
--> statement-breakpoint
CREATE TABLE "class_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer,
	"activity_name" text NOT NULL,
	"is_required" integer DEFAULT 1 NOT NULL,
	"online_type" integer NOT NULL,
	"biz_type" integer DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"position" text,
	"address" text,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"parent_id" integer,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"author_avatar" text,
	"parent_author_name" text,
	"content" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_highlights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_highlights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"activity_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer,
	"titbit_name" text NOT NULL,
	"file_type" text NOT NULL,
	"url" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_likes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_likes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"course_id" integer,
	"class_student_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"student_avatar" text,
	"title" text NOT NULL,
	"is_draft" integer DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_teachers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_teachers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"classroom_id" integer NOT NULL,
	"teacher_name" text NOT NULL,
	"teacher_avatar" text,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classrooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"activity_id" integer,
	"course_id" integer,
	"chapter_id" integer,
	"name" text NOT NULL,
	"data_type" integer NOT NULL,
	"content_type" text NOT NULL,
	"must_learn" integer DEFAULT 1 NOT NULL,
	"duration_ms" bigint DEFAULT 0 NOT NULL,
	"storage_url" text,
	"article_content" text,
	"transcode_video_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover" text,
	"description" text,
	"online_attendance" integer DEFAULT 0 NOT NULL,
	"position" text,
	"address" text,
	"class_start_time" timestamp with time zone,
	"class_end_time" timestamp with time zone,
	"live_status" integer,
	"duty_video_progress_target" integer,
	"paper_id" integer,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"classroom_id" integer NOT NULL,
	"point_desc" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"teacher_name" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"course_id" integer,
	"class_student_id" integer,
	"author_name" text NOT NULL,
	"avatar" text,
	"is_teacher" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_shared" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	"updated_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_student_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"learning_duration_ms" bigint DEFAULT 0 NOT NULL,
	"last_position_ms" bigint DEFAULT 0 NOT NULL,
	"furthest_position_ms" bigint DEFAULT 0 NOT NULL,
	"watched_intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"learn_process" integer DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"student_work_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"started_time" timestamp with time zone NOT NULL,
	"deadline_time" timestamp with time zone,
	"submitted_time" timestamp with time zone,
	"marked_time" timestamp with time zone,
	"score" numeric(6, 2),
	"use_time_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attempt_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"answer_log_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"client_seq" bigint DEFAULT 0 NOT NULL,
	"saved_time" timestamp with time zone NOT NULL,
	"score" numeric(6, 2),
	"is_correct" boolean
);
--> statement-breakpoint
CREATE TABLE "duty_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "duty_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_student_id" integer NOT NULL,
	"activity_id" integer,
	"classroom_id" integer NOT NULL,
	"duty_type" text NOT NULL,
	"fin_status" integer NOT NULL,
	"real_value" integer DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paper_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"paper_id" integer NOT NULL,
	"parent_id" integer,
	"question_type" integer NOT NULL,
	"trunk" text NOT NULL,
	"exam_point" numeric(6, 2) DEFAULT 0 NOT NULL,
	"content" jsonb DEFAULT '{"optionList":[]}'::jsonb NOT NULL,
	"correct_answer" jsonb DEFAULT '{"keys":[]}'::jsonb NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "papers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_type" text,
	"title" text NOT NULL,
	"description" text,
	"unit_time_minutes" integer,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_works" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_works_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"class_student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer,
	"classroom_id" integer NOT NULL,
	"activity_id" integer,
	"paper_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_courses" ADD CONSTRAINT "class_courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_courses" ADD CONSTRAINT "class_courses_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_courses" ADD CONSTRAINT "class_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_parent_id_course_chapters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_classes" ADD CONSTRAINT "teaching_classes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_classes" ADD CONSTRAINT "teaching_classes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_dynamics" ADD CONSTRAINT "activity_dynamics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_dynamics" ADD CONSTRAINT "activity_dynamics_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_dynamics" ADD CONSTRAINT "activity_dynamics_activity_id_class_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."class_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_dynamics" ADD CONSTRAINT "activity_dynamics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_class_student_id_class_students_id_fk" FOREIGN KEY ("class_student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_activities" ADD CONSTRAINT "class_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_activities" ADD CONSTRAINT "class_activities_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_activities" ADD CONSTRAINT "class_activities_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_comments" ADD CONSTRAINT "classroom_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_comments" ADD CONSTRAINT "classroom_comments_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_comments" ADD CONSTRAINT "classroom_comments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_comments" ADD CONSTRAINT "classroom_comments_parent_id_classroom_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."classroom_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_comments" ADD CONSTRAINT "classroom_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_highlights" ADD CONSTRAINT "classroom_highlights_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_highlights" ADD CONSTRAINT "classroom_highlights_activity_id_class_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."class_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_highlights" ADD CONSTRAINT "classroom_highlights_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_highlights" ADD CONSTRAINT "classroom_highlights_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_likes" ADD CONSTRAINT "classroom_likes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_likes" ADD CONSTRAINT "classroom_likes_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_likes" ADD CONSTRAINT "classroom_likes_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_likes" ADD CONSTRAINT "classroom_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_questions" ADD CONSTRAINT "classroom_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_questions" ADD CONSTRAINT "classroom_questions_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_questions" ADD CONSTRAINT "classroom_questions_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_questions" ADD CONSTRAINT "classroom_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_questions" ADD CONSTRAINT "classroom_questions_class_student_id_class_students_id_fk" FOREIGN KEY ("class_student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_teachers" ADD CONSTRAINT "classroom_teachers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_teachers" ADD CONSTRAINT "classroom_teachers_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_activity_id_class_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."class_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_points" ADD CONSTRAINT "knowledge_points_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_points" ADD CONSTRAINT "knowledge_points_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_classroom_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."classroom_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_class_student_id_class_students_id_fk" FOREIGN KEY ("class_student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_class_student_id_class_students_id_fk" FOREIGN KEY ("class_student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_logs" ADD CONSTRAINT "answer_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_logs" ADD CONSTRAINT "answer_logs_student_work_id_student_works_id_fk" FOREIGN KEY ("student_work_id") REFERENCES "public"."student_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_answer_log_id_answer_logs_id_fk" FOREIGN KEY ("answer_log_id") REFERENCES "public"."answer_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_paper_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."paper_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_records" ADD CONSTRAINT "duty_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_records" ADD CONSTRAINT "duty_records_class_student_id_class_students_id_fk" FOREIGN KEY ("class_student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_records" ADD CONSTRAINT "duty_records_activity_id_class_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."class_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_records" ADD CONSTRAINT "duty_records_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_parent_id_paper_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."paper_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_works" ADD CONSTRAINT "student_works_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_works" ADD CONSTRAINT "student_works_class_student_id_class_students_id_fk" FOREIGN KEY ("class_student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_works" ADD CONSTRAINT "student_works_class_id_teaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_works" ADD CONSTRAINT "student_works_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_works" ADD CONSTRAINT "student_works_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_works" ADD CONSTRAINT "student_works_activity_id_class_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."class_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_works" ADD CONSTRAINT "student_works_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_courses_class_course_unique" ON "class_courses" USING btree ("class_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_class_user_unique" ON "class_students" USING btree ("class_id","user_id");--> statement-breakpoint
CREATE INDEX "class_students_user_idx" ON "class_students" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "course_chapters_course_idx" ON "course_chapters" USING btree ("course_id","parent_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_tenant_name_unique" ON "courses" USING btree ("tenant_id","course_name");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_classes_tenant_name_unique" ON "teaching_classes" USING btree ("tenant_id","class_name");--> statement-breakpoint
CREATE INDEX "teaching_classes_product_idx" ON "teaching_classes" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "activity_dynamics_class_idx" ON "activity_dynamics" USING btree ("class_id","activity_id","created_time");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_student_classroom_unique" ON "attendance" USING btree ("class_student_id","classroom_id");--> statement-breakpoint
CREATE INDEX "class_activities_class_time_idx" ON "class_activities" USING btree ("class_id","start_time");--> statement-breakpoint
CREATE INDEX "classroom_comments_classroom_idx" ON "classroom_comments" USING btree ("class_id","classroom_id","created_time");--> statement-breakpoint
CREATE INDEX "classroom_highlights_activity_idx" ON "classroom_highlights" USING btree ("activity_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_likes_once_unique" ON "classroom_likes" USING btree ("class_id","classroom_id","user_id");--> statement-breakpoint
CREATE INDEX "classroom_questions_classroom_idx" ON "classroom_questions" USING btree ("class_id","classroom_id","created_time");--> statement-breakpoint
CREATE INDEX "classroom_teachers_classroom_idx" ON "classroom_teachers" USING btree ("classroom_id","seq");--> statement-breakpoint
CREATE INDEX "classrooms_activity_idx" ON "classrooms" USING btree ("activity_id","seq");--> statement-breakpoint
CREATE INDEX "classrooms_course_idx" ON "classrooms" USING btree ("course_id","chapter_id","seq");--> statement-breakpoint
CREATE INDEX "knowledge_points_classroom_idx" ON "knowledge_points" USING btree ("classroom_id","seq");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id","created_time");--> statement-breakpoint
CREATE INDEX "student_notes_classroom_idx" ON "student_notes" USING btree ("class_id","classroom_id","created_time");--> statement-breakpoint
CREATE UNIQUE INDEX "study_progress_student_classroom_unique" ON "study_progress" USING btree ("class_student_id","classroom_id");--> statement-breakpoint
CREATE INDEX "study_progress_student_updated_idx" ON "study_progress" USING btree ("class_student_id","updated_time");--> statement-breakpoint
CREATE INDEX "answer_logs_work_idx" ON "answer_logs" USING btree ("student_work_id","started_time");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_logs_one_open_unique" ON "answer_logs" USING btree ("student_work_id") WHERE "answer_logs"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_answers_log_question_unique" ON "attempt_answers" USING btree ("answer_log_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duty_records_once_unique" ON "duty_records" USING btree ("class_student_id","classroom_id","duty_type");--> statement-breakpoint
CREATE INDEX "paper_questions_paper_idx" ON "paper_questions" USING btree ("paper_id","parent_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_tenant_title_unique" ON "papers" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "student_works_student_classroom_unique" ON "student_works" USING btree ("class_student_id","classroom_id");
CREATE TABLE "rate_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_events_subject_idx" ON "rate_events" USING btree ("kind","subject","created_time");
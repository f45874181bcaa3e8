CREATE TABLE "class_list_versions" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"bumped_by" text NOT NULL
);
--> statement-breakpoint
-- A school's class-list version changes in the commit of every write that can change a class list
-- (schema/study.ts classListVersions). The triggers are deferred to the commit, so the version's row
-- is locked only for the commit's last moment, never while a transaction goes on to wait for other
-- locks (no deadlock through it); a transaction's further rows leave the version it set alone.
CREATE FUNCTION bump_class_list_version_of(school text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO class_list_versions (tenant_id, version, bumped_by)
  VALUES (school, gen_random_uuid()::text, pg_current_xact_id()::text)
  ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version, bumped_by = excluded.bumped_by
  WHERE class_list_versions.bumped_by IS DISTINCT FROM excluded.bumped_by;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_class_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_class_list_version_of(OLD.tenant_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM bump_class_list_version_of(NEW.tenant_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE names no rows: every school's lists change.
CREATE FUNCTION bump_every_class_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE class_list_versions SET version = gen_random_uuid()::text, bumped_by = pg_current_xact_id()::text;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- class_students: only the columns a class list shows or selects by (the study duration and visit
-- counts, written on every progress report and class visit, are not among them).
CREATE CONSTRAINT TRIGGER class_students_class_list_version
  AFTER INSERT OR DELETE OR UPDATE OF tenant_id, user_id, class_id, is_enrollment, service_status, enrol_state, order_total, start_date, end_date
  ON class_students DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_class_list_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER teaching_classes_class_list_version
  AFTER INSERT OR DELETE OR UPDATE ON teaching_classes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_class_list_version();
--> statement-breakpoint
CREATE TRIGGER class_students_truncated_class_list_version AFTER TRUNCATE ON class_students FOR EACH STATEMENT EXECUTE FUNCTION bump_every_class_list_version();
--> statement-breakpoint
CREATE TRIGGER teaching_classes_truncated_class_list_version AFTER TRUNCATE ON teaching_classes FOR EACH STATEMENT EXECUTE FUNCTION bump_every_class_list_version();

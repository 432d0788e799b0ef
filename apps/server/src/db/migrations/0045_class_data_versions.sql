-- Classes move data versions too (ADR 0063), so a teacher's views can be kept between writes
-- (modules/classes/kept.ts):
-- - the tables of classes move the version of their owner column (the trigger's argument): the
--   class (its id) for its name, members, invites and assignments; the student for their copy and
--   its grade post; the teacher for an override;
-- - a change to a member's rows moves each of their classes' versions with theirs, so a class's
--   version alone stamps every view of it.
CREATE FUNCTION "add_data_versions"(owners uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  SELECT array_agg(DISTINCT owner) INTO changed FROM (
    SELECT unnest(owners) AS owner
    UNION ALL
    SELECT "class_id" FROM "class_members" WHERE "user_id" = ANY (owners)) touched;
  -- The older versions this statement can take at once go; one another writer is removing is left to it.
  DELETE FROM "data_versions" WHERE ctid = ANY (ARRAY(
    SELECT ctid FROM "data_versions" WHERE "user_id" = ANY (changed) FOR UPDATE SKIP LOCKED));
  INSERT INTO "data_versions" ("user_id", "version")
    SELECT owner, nextval('data_versions_seq') FROM unnest(changed) AS owner;
END $$;
--> statement-breakpoint
-- Migration 0026's, the versions added by add_data_versions.
CREATE OR REPLACE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF current_setting('brainy.data_versions', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "user_id") INTO changed FROM new_rows WHERE "user_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "user_id") INTO changed FROM old_rows WHERE "user_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT owner) INTO changed
      FROM (SELECT "user_id" AS owner FROM new_rows UNION ALL SELECT "user_id" FROM old_rows) touched
     WHERE owner IS NOT NULL;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM "add_data_versions"(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for the users table, whose own id is the owner.
CREATE OR REPLACE FUNCTION "bump_user_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF current_setting('brainy.data_versions', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "id") INTO changed FROM new_rows WHERE "id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "id") INTO changed FROM old_rows WHERE "id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT owner) INTO changed
      FROM (SELECT "id" AS owner FROM new_rows UNION ALL SELECT "id" FROM old_rows) touched
     WHERE owner IS NOT NULL;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM "add_data_versions"(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for a table whose owner is the column named by the trigger's argument.
CREATE FUNCTION "bump_owner_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_column text := TG_ARGV[0];
  changed uuid[];
BEGIN
  IF current_setting('brainy.data_versions', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %1$I) FROM new_rows WHERE %1$I IS NOT NULL', owner_column) INTO changed;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %1$I) FROM old_rows WHERE %1$I IS NOT NULL', owner_column) INTO changed;
  ELSE
    EXECUTE format(
      'SELECT array_agg(DISTINCT owner) FROM (SELECT %1$I AS owner FROM new_rows UNION ALL SELECT %1$I FROM old_rows) touched WHERE owner IS NOT NULL',
      owner_column) INTO changed;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM "add_data_versions"(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "classes_versions_insert" AFTER INSERT ON "classes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('id');--> statement-breakpoint
CREATE TRIGGER "classes_versions_update" AFTER UPDATE ON "classes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('id');--> statement-breakpoint
CREATE TRIGGER "classes_versions_delete" AFTER DELETE ON "classes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('id');
--> statement-breakpoint
CREATE TRIGGER "class_members_versions_insert" AFTER INSERT ON "class_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');--> statement-breakpoint
CREATE TRIGGER "class_members_versions_update" AFTER UPDATE ON "class_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');--> statement-breakpoint
CREATE TRIGGER "class_members_versions_delete" AFTER DELETE ON "class_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');
--> statement-breakpoint
CREATE TRIGGER "class_assignments_versions_insert" AFTER INSERT ON "class_assignments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');--> statement-breakpoint
CREATE TRIGGER "class_assignments_versions_update" AFTER UPDATE ON "class_assignments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');--> statement-breakpoint
CREATE TRIGGER "class_assignments_versions_delete" AFTER DELETE ON "class_assignments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');
--> statement-breakpoint
CREATE TRIGGER "assignment_copies_versions_insert" AFTER INSERT ON "assignment_copies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('student_id');--> statement-breakpoint
CREATE TRIGGER "assignment_copies_versions_update" AFTER UPDATE ON "assignment_copies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('student_id');--> statement-breakpoint
CREATE TRIGGER "assignment_copies_versions_delete" AFTER DELETE ON "assignment_copies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('student_id');
--> statement-breakpoint
CREATE TRIGGER "grade_overrides_versions_insert" AFTER INSERT ON "grade_overrides" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('teacher_id');--> statement-breakpoint
CREATE TRIGGER "grade_overrides_versions_update" AFTER UPDATE ON "grade_overrides" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('teacher_id');--> statement-breakpoint
CREATE TRIGGER "grade_overrides_versions_delete" AFTER DELETE ON "grade_overrides" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('teacher_id');
--> statement-breakpoint
CREATE TRIGGER "lti_score_posts_versions_insert" AFTER INSERT ON "lti_score_posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('student_id');--> statement-breakpoint
CREATE TRIGGER "lti_score_posts_versions_update" AFTER UPDATE ON "lti_score_posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('student_id');--> statement-breakpoint
CREATE TRIGGER "lti_score_posts_versions_delete" AFTER DELETE ON "lti_score_posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('student_id');
--> statement-breakpoint
CREATE TRIGGER "class_invites_versions_insert" AFTER INSERT ON "class_invites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');--> statement-breakpoint
CREATE TRIGGER "class_invites_versions_update" AFTER UPDATE ON "class_invites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');--> statement-breakpoint
CREATE TRIGGER "class_invites_versions_delete" AFTER DELETE ON "class_invites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_data_versions"('class_id');

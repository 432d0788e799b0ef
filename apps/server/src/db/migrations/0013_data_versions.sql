CREATE TABLE "data_versions" (
	"user_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_versions_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
-- One sequence for every version: a version is never handed out twice.
CREATE SEQUENCE "data_versions_seq";
--> statement-breakpoint
-- A new version for every user whose rows the statement inserted, updated or deleted (tables with user_id).
CREATE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "user_id") INTO changed FROM new_rows WHERE "user_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "user_id") INTO changed FROM old_rows WHERE "user_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT owner) INTO changed
      FROM (SELECT "user_id" AS owner FROM new_rows UNION ALL SELECT "user_id" FROM old_rows) touched
     WHERE owner IS NOT NULL;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  -- The older versions this statement can take at once go; one another writer is removing is left to it.
  DELETE FROM "data_versions" WHERE ctid = ANY (ARRAY(
    SELECT ctid FROM "data_versions" WHERE "user_id" = ANY (changed) FOR UPDATE SKIP LOCKED));
  INSERT INTO "data_versions" ("user_id", "version")
    SELECT owner, nextval('data_versions_seq') FROM unnest(changed) AS owner;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for the users table, whose own id is the owner.
CREATE FUNCTION "bump_user_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "id") INTO changed FROM new_rows WHERE "id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "id") INTO changed FROM old_rows WHERE "id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT owner) INTO changed
      FROM (SELECT "id" AS owner FROM new_rows UNION ALL SELECT "id" FROM old_rows) touched
     WHERE owner IS NOT NULL;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  -- The older versions this statement can take at once go; one another writer is removing is left to it.
  DELETE FROM "data_versions" WHERE ctid = ANY (ARRAY(
    SELECT ctid FROM "data_versions" WHERE "user_id" = ANY (changed) FOR UPDATE SKIP LOCKED));
  INSERT INTO "data_versions" ("user_id", "version")
    SELECT owner, nextval('data_versions_seq') FROM unnest(changed) AS owner;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_versions_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "users_versions_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "users_versions_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "goals_versions_insert" AFTER INSERT ON "goals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "goals_versions_update" AFTER UPDATE ON "goals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "goals_versions_delete" AFTER DELETE ON "goals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "courses_versions_insert" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "courses_versions_update" AFTER UPDATE ON "courses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "courses_versions_delete" AFTER DELETE ON "courses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "roadmaps_versions_insert" AFTER INSERT ON "roadmaps" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "roadmaps_versions_update" AFTER UPDATE ON "roadmaps" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "roadmaps_versions_delete" AFTER DELETE ON "roadmaps" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "lessons_versions_insert" AFTER INSERT ON "lessons" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "lessons_versions_update" AFTER UPDATE ON "lessons" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "lessons_versions_delete" AFTER DELETE ON "lessons" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "pomodoro_sessions_versions_insert" AFTER INSERT ON "pomodoro_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "pomodoro_sessions_versions_update" AFTER UPDATE ON "pomodoro_sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "pomodoro_sessions_versions_delete" AFTER DELETE ON "pomodoro_sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
-- Every user has a version from the start, so no one's set of versions is ever empty.
INSERT INTO "data_versions" ("user_id", "version") SELECT "id", nextval('data_versions_seq') FROM "users";

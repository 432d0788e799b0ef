CREATE TABLE "data_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- One sequence for every version: a number is never handed out twice, even if data_versions is emptied.
CREATE SEQUENCE "data_versions_seq";
--> statement-breakpoint
-- A new version for every user whose rows the statement inserted, updated or deleted (tables with user_id).
CREATE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "data_versions" ("user_id", "version")
      SELECT owner, nextval('data_versions_seq') FROM (SELECT DISTINCT owner FROM (SELECT "user_id" AS owner FROM new_rows) rows WHERE owner IS NOT NULL) changed
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "data_versions" ("user_id", "version")
      SELECT owner, nextval('data_versions_seq') FROM (SELECT DISTINCT owner FROM (SELECT "user_id" AS owner FROM old_rows) rows WHERE owner IS NOT NULL) changed
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  ELSE
    INSERT INTO "data_versions" ("user_id", "version")
      SELECT owner, nextval('data_versions_seq') FROM (SELECT DISTINCT owner FROM (SELECT "user_id" AS owner FROM new_rows UNION ALL SELECT "user_id" FROM old_rows) rows WHERE owner IS NOT NULL) changed
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for the users table, whose own id is the owner.
CREATE FUNCTION "bump_user_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "data_versions" ("user_id", "version")
      SELECT owner, nextval('data_versions_seq') FROM (SELECT DISTINCT owner FROM (SELECT "id" AS owner FROM new_rows) rows WHERE owner IS NOT NULL) changed
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "data_versions" ("user_id", "version")
      SELECT owner, nextval('data_versions_seq') FROM (SELECT DISTINCT owner FROM (SELECT "id" AS owner FROM old_rows) rows WHERE owner IS NOT NULL) changed
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  ELSE
    INSERT INTO "data_versions" ("user_id", "version")
      SELECT owner, nextval('data_versions_seq') FROM (SELECT DISTINCT owner FROM (SELECT "id" AS owner FROM new_rows UNION ALL SELECT "id" FROM old_rows) rows WHERE owner IS NOT NULL) changed
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  END IF;
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

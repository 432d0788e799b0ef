-- More tables whose changes move their owners' data versions (ADR 0012, 0015): the review queue, cards,
-- settings and mastery, and the chat quota (usage events) are kept too.
CREATE TRIGGER "review_cards_versions_insert" AFTER INSERT ON "review_cards" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "review_cards_versions_update" AFTER UPDATE ON "review_cards" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "review_cards_versions_delete" AFTER DELETE ON "review_cards" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "review_logs_versions_insert" AFTER INSERT ON "review_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "review_logs_versions_update" AFTER UPDATE ON "review_logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "review_logs_versions_delete" AFTER DELETE ON "review_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "review_settings_versions_insert" AFTER INSERT ON "review_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "review_settings_versions_update" AFTER UPDATE ON "review_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "review_settings_versions_delete" AFTER DELETE ON "review_settings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "usage_events_versions_insert" AFTER INSERT ON "usage_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "usage_events_versions_update" AFTER UPDATE ON "usage_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "usage_events_versions_delete" AFTER DELETE ON "usage_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
-- On PGlite nothing reads the data versions (its read memo counts writes in the process, ADR 0011,
-- 0022): the embedded database starts with brainy.data_versions=off and the triggers return at once,
-- which halves the cost of a write there. PostgreSQL leaves the setting unset: versions as before.
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

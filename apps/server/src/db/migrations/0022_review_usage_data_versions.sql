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
CREATE TRIGGER "usage_events_versions_delete" AFTER DELETE ON "usage_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();

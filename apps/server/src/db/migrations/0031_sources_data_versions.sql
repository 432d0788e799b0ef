-- More tables whose changes move their owners' data versions (ADR 0012, 0015): the sources list
-- (extraction and embedding progress, written by jobs on any instance) and a goal's sources are kept too.
-- The study plan reads only tables versioned before (goals, users, courses, roadmaps, lessons, review_cards).
CREATE TRIGGER "sources_versions_insert" AFTER INSERT ON "sources" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "sources_versions_update" AFTER UPDATE ON "sources" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "sources_versions_delete" AFTER DELETE ON "sources" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "goal_sources_versions_insert" AFTER INSERT ON "goal_sources" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "goal_sources_versions_update" AFTER UPDATE ON "goal_sources" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "goal_sources_versions_delete" AFTER DELETE ON "goal_sources" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "source_embedding_work_versions_insert" AFTER INSERT ON "source_embedding_work" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "source_embedding_work_versions_update" AFTER UPDATE ON "source_embedding_work" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "source_embedding_work_versions_delete" AFTER DELETE ON "source_embedding_work" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();

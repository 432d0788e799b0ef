-- The learner model's tables that the kept 'What you know' read reads move their owners' data versions
-- (ADR 0012, 0015, 0037). The evidence log and practice items are not read by kept reads.
-- Goals planned before concepts existed get theirs from the backfill-concepts job: queued here, sent at start-up.
CREATE TRIGGER "concepts_versions_insert" AFTER INSERT ON "concepts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "concepts_versions_update" AFTER UPDATE ON "concepts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "concepts_versions_delete" AFTER DELETE ON "concepts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "concept_prerequisites_versions_insert" AFTER INSERT ON "concept_prerequisites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "concept_prerequisites_versions_update" AFTER UPDATE ON "concept_prerequisites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "concept_prerequisites_versions_delete" AFTER DELETE ON "concept_prerequisites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "lesson_concepts_versions_insert" AFTER INSERT ON "lesson_concepts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "lesson_concepts_versions_update" AFTER UPDATE ON "lesson_concepts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "lesson_concepts_versions_delete" AFTER DELETE ON "lesson_concepts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "review_card_concepts_versions_insert" AFTER INSERT ON "review_card_concepts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "review_card_concepts_versions_update" AFTER UPDATE ON "review_card_concepts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "review_card_concepts_versions_delete" AFTER DELETE ON "review_card_concepts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "concept_work_versions_insert" AFTER INSERT ON "concept_work" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "concept_work_versions_update" AFTER UPDATE ON "concept_work" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "concept_work_versions_delete" AFTER DELETE ON "concept_work" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
INSERT INTO "concept_work" ("goal_id", "user_id", "state") SELECT DISTINCT g."id", g."user_id", 'queued' FROM "goals" g JOIN "roadmaps" r ON r."goal_id" = g."id" JOIN "lessons" l ON l."roadmap_id" = r."id" ON CONFLICT DO NOTHING;

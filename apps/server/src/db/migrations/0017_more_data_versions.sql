-- More tables whose changes move their owners' data versions (ADR 0012, 0015): the reads of the
-- lesson, its assessment, the notes, the chat history, the focus timer's settings and the plan are kept too.
CREATE TRIGGER "lesson_assessments_versions_insert" AFTER INSERT ON "lesson_assessments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "lesson_assessments_versions_update" AFTER UPDATE ON "lesson_assessments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "lesson_assessments_versions_delete" AFTER DELETE ON "lesson_assessments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "lesson_work_versions_insert" AFTER INSERT ON "lesson_work" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "lesson_work_versions_update" AFTER UPDATE ON "lesson_work" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "lesson_work_versions_delete" AFTER DELETE ON "lesson_work" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "notes_versions_insert" AFTER INSERT ON "notes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "notes_versions_update" AFTER UPDATE ON "notes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "notes_versions_delete" AFTER DELETE ON "notes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "note_links_versions_insert" AFTER INSERT ON "note_links" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "note_links_versions_update" AFTER UPDATE ON "note_links" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "note_links_versions_delete" AFTER DELETE ON "note_links" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_versions_insert" AFTER INSERT ON "chat_messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_versions_update" AFTER UPDATE ON "chat_messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_versions_delete" AFTER DELETE ON "chat_messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "pomodoro_settings_versions_insert" AFTER INSERT ON "pomodoro_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "pomodoro_settings_versions_update" AFTER UPDATE ON "pomodoro_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "pomodoro_settings_versions_delete" AFTER DELETE ON "pomodoro_settings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_versions_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_versions_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_versions_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();

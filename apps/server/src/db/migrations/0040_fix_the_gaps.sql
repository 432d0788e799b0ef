CREATE TABLE "gap_fixes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"attempt_at" timestamp with time zone NOT NULL,
	"concepts" jsonb NOT NULL,
	"part_status" text DEFAULT 'writing' NOT NULL,
	"questions_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_items" ADD COLUMN "gap_fix_id" uuid;--> statement-breakpoint
ALTER TABLE "gap_fixes" ADD CONSTRAINT "gap_fixes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gap_fixes" ADD CONSTRAINT "gap_fixes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gap_fixes" ADD CONSTRAINT "gap_fixes_assessment_id_lesson_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."lesson_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gap_fixes_attempt_idx" ON "gap_fixes" USING btree ("assessment_id","attempt_at");--> statement-breakpoint
CREATE INDEX "gap_fixes_user_idx" ON "gap_fixes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_gap_fix_id_gap_fixes_id_fk" FOREIGN KEY ("gap_fix_id") REFERENCES "public"."gap_fixes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_items_gap_fix_idx" ON "practice_items" USING btree ("gap_fix_id");
CREATE TABLE "lti_line_items" (
	"assignment_id" uuid PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_score_posts" (
	"assignment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"score_given" real NOT NULL,
	"score_maximum" real NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_score_posts_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id"),
	CONSTRAINT "lti_score_posts_state_check" CHECK ("lti_score_posts"."state" in ('pending', 'synced', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_assignment_id_class_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."class_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_posts" ADD CONSTRAINT "lti_score_posts_assignment_id_class_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."class_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_posts" ADD CONSTRAINT "lti_score_posts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_score_posts_state_idx" ON "lti_score_posts" USING btree ("state");
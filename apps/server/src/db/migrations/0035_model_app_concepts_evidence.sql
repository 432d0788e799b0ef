CREATE TABLE "concept_prerequisites" (
	"concept_id" uuid NOT NULL,
	"prerequisite_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "concept_prerequisites_concept_id_prerequisite_id_pk" PRIMARY KEY("concept_id","prerequisite_id")
);
--> statement-breakpoint
CREATE TABLE "concept_work" (
	"goal_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concepts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"goal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"embedding" real[],
	"embedding_model" text,
	"model_state" jsonb,
	"evidence_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"self_report" text,
	"self_reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"goal_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"kind" text NOT NULL,
	"score" real NOT NULL,
	"duration_ms" integer,
	"choices" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_concepts" (
	"lesson_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_concepts_lesson_id_concept_id_pk" PRIMARY KEY("lesson_id","concept_id")
);
--> statement-breakpoint
CREATE TABLE "practice_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"goal_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"question" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text NOT NULL,
	"also_accept" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"given" text,
	"correct" boolean,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_card_concepts" (
	"card_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "review_card_concepts_card_id_concept_id_pk" PRIMARY KEY("card_id","concept_id")
);
--> statement-breakpoint
ALTER TABLE "concept_prerequisites" ADD CONSTRAINT "concept_prerequisites_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_prerequisites" ADD CONSTRAINT "concept_prerequisites_prerequisite_id_concepts_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_prerequisites" ADD CONSTRAINT "concept_prerequisites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_work" ADD CONSTRAINT "concept_work_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_work" ADD CONSTRAINT "concept_work_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_evidence" ADD CONSTRAINT "learner_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_evidence" ADD CONSTRAINT "learner_evidence_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_evidence" ADD CONSTRAINT "learner_evidence_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_concepts" ADD CONSTRAINT "lesson_concepts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_concepts" ADD CONSTRAINT "lesson_concepts_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_concepts" ADD CONSTRAINT "lesson_concepts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card_concepts" ADD CONSTRAINT "review_card_concepts_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card_concepts" ADD CONSTRAINT "review_card_concepts_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card_concepts" ADD CONSTRAINT "review_card_concepts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concept_prerequisites_prerequisite_idx" ON "concept_prerequisites" USING btree ("prerequisite_id");--> statement-breakpoint
CREATE INDEX "concept_prerequisites_user_idx" ON "concept_prerequisites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "concept_work_state_idx" ON "concept_work" USING btree ("state");--> statement-breakpoint
CREATE INDEX "concept_work_user_idx" ON "concept_work" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "concepts_goal_key_idx" ON "concepts" USING btree ("goal_id","key");--> statement-breakpoint
CREATE INDEX "concepts_user_idx" ON "concepts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_evidence_concept_item_idx" ON "learner_evidence" USING btree ("concept_id","item_key");--> statement-breakpoint
CREATE INDEX "learner_evidence_concept_at_idx" ON "learner_evidence" USING btree ("concept_id","at");--> statement-breakpoint
CREATE INDEX "learner_evidence_user_at_idx" ON "learner_evidence" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "learner_evidence_goal_idx" ON "learner_evidence" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "lesson_concepts_concept_idx" ON "lesson_concepts" USING btree ("concept_id");--> statement-breakpoint
CREATE INDEX "lesson_concepts_user_idx" ON "lesson_concepts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_items_concept_idx" ON "practice_items" USING btree ("concept_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_items_user_idx" ON "practice_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_card_concepts_concept_idx" ON "review_card_concepts" USING btree ("concept_id");--> statement-breakpoint
CREATE INDEX "review_card_concepts_user_idx" ON "review_card_concepts" USING btree ("user_id");
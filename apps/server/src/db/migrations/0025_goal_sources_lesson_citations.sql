CREATE TABLE "goal_sources" (
	"goal_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_sources_goal_id_source_id_pk" PRIMARY KEY("goal_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "citations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goal_sources" ADD CONSTRAINT "goal_sources_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_sources" ADD CONSTRAINT "goal_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_sources" ADD CONSTRAINT "goal_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_sources_source_idx" ON "goal_sources" USING btree ("source_id");
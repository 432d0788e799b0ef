CREATE TABLE "source_embedding_work" (
	"source_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"model" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_passage_embeddings" (
	"passage_id" uuid PRIMARY KEY NOT NULL,
	"source_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"model" text NOT NULL,
	"dimensions" integer NOT NULL,
	"embedding" real[] NOT NULL,
	"packed" "bytea" NOT NULL,
	"sketch" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_embedding_work" ADD CONSTRAINT "source_embedding_work_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_embedding_work" ADD CONSTRAINT "source_embedding_work_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_passage_embeddings" ADD CONSTRAINT "source_passage_embeddings_passage_id_source_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."source_passages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_passage_embeddings" ADD CONSTRAINT "source_passage_embeddings_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_passage_embeddings" ADD CONSTRAINT "source_passage_embeddings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_embedding_work_state_idx" ON "source_embedding_work" USING btree ("state");--> statement-breakpoint
CREATE INDEX "source_passage_embeddings_user_model_idx" ON "source_passage_embeddings" USING btree ("user_id","model","dimensions");--> statement-breakpoint
CREATE INDEX "source_passage_embeddings_source_idx" ON "source_passage_embeddings" USING btree ("source_id");
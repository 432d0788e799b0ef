CREATE TABLE "ai_token_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used_tokens" bigint DEFAULT 0 NOT NULL,
	"reserved_tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_token_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "learning_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_token_days" ADD CONSTRAINT "ai_token_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
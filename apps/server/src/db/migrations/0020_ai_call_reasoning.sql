ALTER TABLE "ai_calls" ADD COLUMN "reasoning_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD COLUMN "first_token_ms" integer;
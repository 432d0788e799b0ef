ALTER TABLE "lessons" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "generation_status" text DEFAULT 'idle' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "generation_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "books" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "image_prompt" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "audio_url" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "audio_peaks" jsonb;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "audio_duration_seconds" real;
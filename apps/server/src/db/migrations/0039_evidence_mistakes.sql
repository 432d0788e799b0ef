ALTER TABLE "learner_evidence" ADD COLUMN "question" text;--> statement-breakpoint
ALTER TABLE "learner_evidence" ADD COLUMN "given" text;
-- A passage's full-text vector (about 3 KB for a few hundred words, which barely compresses) is
-- kept in the row instead of out of line: ranking and matching read it for every candidate, and
-- each out-of-line read is a TOAST index lookup (on PGlite half a search's time, bench/sources.ts).
ALTER TABLE "source_passages" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
-- Rows written before keep their out-of-line value until rewritten: rewrite them (a new value).
UPDATE "source_passages" SET "search" = "search" || ''::tsvector;

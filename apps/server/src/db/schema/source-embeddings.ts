import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sourcePassages, sources } from "./sources.ts";
import { users } from "./users.ts";

/**
 * Embedding a source's passages (EMBEDDING_PROVIDER; ADR 0032): background work with its own state,
 * one row per source, claimed by the job like lesson work (ADR 0014). The source is searchable by
 * full text whatever this row says; a failure here never touches the source's own state.
 */
export const sourceEmbeddingWork = pgTable(
  "source_embedding_work",
  {
    sourceId: uuid("source_id")
      .primaryKey()
      .references(() => sources.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** queued | running | ready | failed */
    state: text("state").notNull().default("queued"),
    /** The provider and model the passages are (being) embedded with, e.g. openai/text-embedding-3-small. */
    model: text("model").notNull(),
    /** Passages embedded so far with `model`, of `total`. */
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    /** Refreshed while running; a stale one lost its worker (kill -9). */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** Why the last try failed, in words a learner may read. */
    error: text("error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("source_embedding_work_state_idx").on(t.state)],
);

/** Raw bytes (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A passage's embedding: unit-length `real[]` (cosine = dot product), its model and dimensions
 * (a search compares only vectors of its query's model and dimensions, never a mix), and a 64-bit
 * sign sketch (random hyperplanes) that the plain fallback ranks by Hamming distance before it
 * computes exact cosines over a bounded set. With pgvector the ranking casts `embedding` to
 * `vector(n)` under a per-model HNSW expression index instead.
 */
export const sourcePassageEmbeddings = pgTable(
  "source_passage_embeddings",
  {
    passageId: uuid("passage_id")
      .primaryKey()
      .references(() => sourcePassages.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    dimensions: integer("dimensions").notNull(),
    embedding: real("embedding").array().notNull(),
    /** The same vector as little-endian float32 bytes: what the plain fallback reads (a real[] is parsed from text, 10x slower). */
    packed: bytea("packed").notNull(),
    sketch: bigint("sketch", { mode: "bigint" }).notNull(),
  },
  (t) => [
    index("source_passage_embeddings_user_model_idx").on(t.userId, t.model, t.dimensions),
    index("source_passage_embeddings_source_idx").on(t.sourceId),
  ],
);

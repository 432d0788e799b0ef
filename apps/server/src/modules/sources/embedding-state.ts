import type { Source } from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import { findEmbeddingStates } from "./embedding-repository.ts";

/** The sources with their embedding work's state (`embeddings`: null when none was asked for). */
export async function withEmbeddingStates(db: DbOrTx, userId: string, list: Source[]): Promise<Source[]> {
  const states = await findEmbeddingStates(
    db,
    userId,
    list.filter((source) => source.state === "ready").map((source) => source.id),
  );
  return list.map((source) => {
    const work = states.get(source.id);
    return {
      ...source,
      embeddings: work
        ? {
            state: work.state as NonNullable<Source["embeddings"]>["state"],
            done: work.done,
            total: work.total,
            error: work.error,
          }
        : null,
    };
  });
}

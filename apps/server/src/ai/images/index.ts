import { createHash } from "node:crypto";
import type { MediaStore } from "../../media/store.ts";
import type { ImageService } from "../engine.ts";
import type { RecordCall } from "../record.ts";

/** A content-hashed media name stem: the same bytes are stored once. */
export const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/**
 * The demo image provider: an SVG cover drawn locally, stored under a content-hashed name. The
 * drawing borrows the demo AI's topic reading, so it is imported with the first cover, not with
 * the server.
 */
export function createDemoImageService(media: MediaStore, record: RecordCall): ImageService {
  return {
    async createCoverImage(input, ctx) {
      const started = performance.now();
      const { drawDemoCover } = await import("./demo-cover.ts");
      const bytes = new TextEncoder().encode(drawDemoCover(input));
      const imageUrl = await media.put(`${hashOf(bytes)}.svg`, bytes, "image/svg+xml");
      await record({
        ctx,
        task: "draw-cover-image",
        provider: "demo",
        model: "demo-svg",
        started,
        outcome: "ok",
        attempts: 1,
      });
      return { imageUrl };
    },
  };
}

import path from "node:path";
import type { Config } from "../config.ts";
import { createS3MediaStore, type MediaLogger } from "./s3-store.ts";
import { createLocalMediaStore, type MediaStore } from "./store.ts";

/** The media store MEDIA_STORE names: DATA_DIR/media on local disk (default) or an S3-compatible bucket. */
export function createMediaStore(options: { config: Config; logger?: MediaLogger }): MediaStore {
  const { config } = options;
  if (config.MEDIA_STORE === "local") return createLocalMediaStore(path.join(config.dataDir, "media"));
  // loadConfig has already refused MEDIA_STORE=s3 without a bucket or keys.
  return createS3MediaStore({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
    logger: options.logger,
  });
}

import type { Config } from "../../config/env.ts";
import { localMediaStore, type MediaStore } from "./media-store.ts";
import { s3MediaStore } from "./s3-media-store.ts";

/** S3 when all `S3_*` settings are given (the config refuses half of them), else `MEDIA_DIR`. */
export function mediaStoreFromConfig(config: Config): MediaStore {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)
    return s3MediaStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  return localMediaStore(config.MEDIA_DIR);
}

import { join } from "node:path";
import type { Config } from "../../config.js";
import type { ImageStore } from "./image-store.js";
import { LocalImageStore } from "./local-image-store.js";
import { S3ImageStore } from "./s3-image-store.js";

export function createImageStore(config: Config): ImageStore {
  return config.s3 ? new S3ImageStore(config.s3) : new LocalImageStore(join(config.dataDir, "images"));
}

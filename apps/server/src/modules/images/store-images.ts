import type { ImageStore } from "../../integrations/storage/image-store.js";
import { checkImage, storeImage } from "./image-processor.js";

/**
 * Checks every upload before storing any, so one bad file in a batch leaves no files behind,
 * then stores them one at a time (sharp work is heavy and the cores are shared).
 */
export async function storeImages(store: ImageStore, uploads: Buffer[]): Promise<string[]> {
  for (const upload of uploads) await checkImage(upload);
  const urls: string[] = [];
  for (const upload of uploads) urls.push((await storeImage(store, upload)).url);
  return urls;
}

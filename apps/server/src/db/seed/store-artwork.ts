import { availableParallelism } from "node:os";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { storeImage } from "../../modules/images/index.js";

/**
 * Rasterises SVG documents through the shop's image pipeline a few at a time and returns the
 * stored URL of each, in order. Identical documents are stored once.
 */
export async function storeArtworks(
  store: ImageStore,
  documents: readonly string[],
  options: { concurrency?: number; onStored?: (done: number, total: number) => void } = {},
): Promise<string[]> {
  const unique = [...new Set(documents)];
  const urls = new Map<string, string>();
  // librsvg draws on one thread per image, so several at once use the machine's cores
  const concurrency = Math.max(1, options.concurrency ?? Math.min(8, availableParallelism()));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < unique.length) {
      const document = unique[next++] as string;
      const stored = await storeImage(store, Buffer.from(document), { trusted: true });
      urls.set(document, stored.url);
      options.onStored?.(++done, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
  return documents.map((document) => urls.get(document) as string);
}

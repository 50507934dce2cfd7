import { categoryArtwork, productArtworks } from "./demo-artwork.js";
import { DEMO_CATEGORIES, buildDemoProducts } from "./demo-catalogue.js";
import type { DemoSubject } from "./demo-catalogue.js";

export type PoolDocument =
  | { kind: "gallery"; subject: DemoSubject; design: string; svg: string }
  | { kind: "tile"; category: string; svg: string };

/** Stored URLs of the pool: galleries (front, close-up) by subject, and a tile per category. */
export type ArtworkPool = { galleries: Record<DemoSubject, string[][]>; tiles: Map<string, string> };

const GALLERIES_PER_SUBJECT: Record<DemoSubject, number> = { saree: 8, lehenga: 2, kurta: 2 };

/**
 * The bulk catalogue's images: a dozen demo designs with two views each, about two dozen
 * artworks in all, plus the category tiles. They are the demo seed's own documents, so a store
 * that already holds the demo reuses them.
 */
export function bulkArtworkPool(): PoolDocument[] {
  const products = buildDemoProducts();
  const documents: PoolDocument[] = [];
  const taken: Record<DemoSubject, number> = { saree: 0, lehenga: 0, kurta: 0 };
  for (const category of DEMO_CATEGORIES) {
    // one saree design per fabric, so the pool spans the saree categories
    let wanted = category.subject === "saree" ? 1 : GALLERIES_PER_SUBJECT[category.subject];
    products.forEach((product, index) => {
      if (
        product.category !== category.name ||
        wanted === 0 ||
        taken[category.subject] >= GALLERIES_PER_SUBJECT[category.subject]
      )
        return;
      wanted--;
      taken[category.subject]++;
      for (const svg of productArtworks(product, category, index).slice(0, 2)) {
        documents.push({ kind: "gallery", subject: category.subject, design: product.name, svg });
      }
    });
  }
  for (const category of DEMO_CATEGORIES)
    documents.push({ kind: "tile", category: category.name, svg: categoryArtwork(category, products) });
  return documents;
}

/** Groups stored URLs back into the pool's galleries and tiles. */
export function toArtworkPool(documents: readonly PoolDocument[], urls: readonly string[]): ArtworkPool {
  const galleries = new Map<string, { subject: DemoSubject; urls: string[] }>();
  const tiles = new Map<string, string>();
  documents.forEach((document, i) => {
    const url = urls[i] as string;
    if (document.kind === "tile") {
      tiles.set(document.category, url);
      return;
    }
    const gallery = galleries.get(document.design) ?? { subject: document.subject, urls: [] };
    gallery.urls.push(url);
    galleries.set(document.design, gallery);
  });
  const bySubject: Record<DemoSubject, string[][]> = { saree: [], lehenga: [], kurta: [] };
  for (const gallery of galleries.values()) bySubject[gallery.subject].push(gallery.urls);
  return { galleries: bySubject, tiles };
}

import { API_PREFIX } from "@pallu/domain";
import { cacheTags } from "../../lib/cache-tags.js";
import type { ApiRead, RenderRead } from "./storefront-renderer.js";

/**
 * An answer that is the page's own: data, or a product or page that is not there (the page says
 * "not found" with 404, the same for everyone). Any other answer (refused, busy, failed) depends on
 * the moment, so a page made with it is not the page the next visitor should be sent.
 */
const isPagesOwnAnswer = (status: number) => (status >= 200 && status < 300) || status === 404;

export type FailedRead = { path: string; status: number | "unanswered" };

/** The API reads a page's head is made from (its product, listing, categories, hero, the footer's "about"), by path below the API's prefix. */
const HEAD_SOURCES = new Set(["/products/getProduct", "/products/getAllProduct", "/products/category", "/site/getSiteData", "/site/getFooter"]);

/** What a render read that its page's head is made from: each source's answers, in the order they came. */
export type HeadAnswers = { of(path: string): unknown[] };

/**
 * A render's reads to the API, watched, so the page knows whether it was made with all its data,
 * and what that data shows: the tags of its answers, by which a change drops the page.
 */
export function watchedReads(ask: ApiRead) {
  const failed: FailedRead[] = [];
  const tags = new Set<string>();
  const kept = new Map<string, unknown[]>();
  // Each answer's JSON is parsed once, here, for the render and for the page's head.
  const read: RenderRead = async (path) => {
    const source = path.split("?", 1)[0]!;
    const pathname = API_PREFIX + source;
    try {
      const answer = await ask(path);
      if (!isPagesOwnAnswer(answer.status)) failed.push({ path: pathname, status: answer.status });
      for (const tag of answer.tags?.length ? answer.tags : [cacheTags.untagged]) tags.add(tag);
      const body = parsedOrNothing(answer.body);
      // Only a help to the page's head, which reads the database when an answer is not here.
      if (answer.status === 200 && body !== undefined && HEAD_SOURCES.has(source)) kept.set(source, [...(kept.get(source) ?? []), body]);
      return { status: answer.status, body };
    } catch (error) {
      failed.push({ path: pathname, status: "unanswered" });
      throw error;
    }
  };
  const answers: HeadAnswers = { of: (path) => kept.get(path) ?? [] };
  return { read, failed: (): readonly FailedRead[] => failed, tags: (): string[] => [...tags], answers };
}

function parsedOrNothing(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

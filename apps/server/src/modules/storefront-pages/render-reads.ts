import { ANSWER_TAGS_HEADER } from "../../lib/answer-tags.js";
import { cacheTags } from "../../lib/cache-tags.js";
import type { ApiFetch } from "./storefront-renderer.js";

/**
 * An answer that is the page's own: data, or a product or page that is not there (the page says
 * "not found" with 404, the same for everyone). Any other answer (refused, busy, failed) depends on
 * the moment, so a page made with it is not the page the next visitor should be sent.
 */
const isPagesOwnAnswer = (status: number) => (status >= 200 && status < 300) || status === 404;

export type FailedRead = { path: string; status: number | "unanswered" };

/**
 * A render's reads to the API, watched, so the page knows whether it was made with all its data,
 * and what that data shows: the tags of its answers, by which a change drops the page.
 */
export function watchedReads(fetchFn: ApiFetch) {
  const failed: FailedRead[] = [];
  const tags = new Set<string>();
  const fetch: ApiFetch = async (request) => {
    const { pathname } = new URL(request.url);
    try {
      const answer = await fetchFn(request);
      if (!isPagesOwnAnswer(answer.status)) failed.push({ path: pathname, status: answer.status });
      const named = answer.headers.get(ANSWER_TAGS_HEADER);
      for (const tag of named ? named.split(" ") : [cacheTags.untagged]) tags.add(tag);
      return answer;
    } catch (error) {
      failed.push({ path: pathname, status: "unanswered" });
      throw error;
    }
  };
  return { fetch, failed: (): readonly FailedRead[] => failed, tags: (): string[] => [...tags] };
}

import type { FastifyRequest } from "fastify";

const tagsByRequest = new WeakMap<FastifyRequest, string[]>();

/** A route names what its answer shows, from the data it answers with, for the response cache to keep it by. */
export function tagAnswer(request: FastifyRequest, tags: string[]): void {
  tagsByRequest.set(request, tags);
}

export function answerTagsOf(request: FastifyRequest): string[] | undefined {
  return tagsByRequest.get(request);
}

/**
 * How a page render learns the tags of the answers it was made from: its reads are in-process
 * requests, and only they are sent this header (a client never sees it).
 */
export const ANSWER_TAGS_HEADER = "x-pallu-answer-tags";

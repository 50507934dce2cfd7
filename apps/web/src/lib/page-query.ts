import { API_PREFIX } from "@pallu/domain";
import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { readSessionToken } from "./session";

/*
 * The storefront's reads (the catalogue, the shop's texts and brand): each one a GET the server
 * answers the same for every shopper, fetched once, kept by its address, and embedded in a page the
 * server rendered so the browser starts with them. No state library: a storefront page's first
 * load carries only this file (decision 0019).
 */

/** One read: its address below the API's prefix, which also names it, and how its answer becomes the page's data. */
export type PageRead<T> = {
  path: string;
  read: (body: never) => T;
  /** Asked again each time (a 304 when unchanged) rather than taken from the browser's own cache. */
  revalidate?: boolean;
};

/** A read's outcome: its data, or the status and body the API refused it with ("FETCH_ERROR" when none came). */
export type ReadAnswer = { data?: unknown; error?: { status: number | "FETCH_ERROR"; data?: unknown } };

type Entry = ReadAnswer & { fetching: boolean; fetchedAt: number; stale: boolean };

/** How a read reaches the API: the browser's fetch, or the server's own way in. */
export type ReadTransport = (read: PageRead<unknown>) => Promise<ReadAnswer>;

/** An address with its query string, skipping absent values, in the order given (the same on the server and in the browser). */
export function apiPath(path: string, params: Record<string, string | number | boolean | undefined | null> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) query.append(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Settled answers older than this are asked again when a page shows them (the data stays on screen meanwhile). */
const FRESH_FOR_MS = 60_000;
/** A long visit keeps this many answers; the least recently read that no page shows go first. */
const ANSWERS_KEPT = 200;

/**
 * The answers one page (on the server) or one visit (in the browser) reads from. A component asks
 * with `usePageRead`; the answers it finds render at once, missing ones are fetched (browser) or
 * noted as asked (server, which fetches them and renders again).
 */
export class PageAnswers {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly watched = new Map<string, { read: PageRead<unknown>; watchers: number }>();
  /** Reads a render asked for that were not here, when the answers note them (the server's: it fetches them and renders again). */
  readonly asked = new Map<string, PageRead<unknown>>();

  constructor(
    private readonly transport: ReadTransport,
    private readonly options: { notesAsked?: boolean; now?: () => number } = {},
  ) {}

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** A render asked for a read that is not here. */
  missing(read: PageRead<unknown>) {
    if (this.options.notesAsked) this.asked.set(read.path, read);
  }

  entry(path: string): Entry | undefined {
    return this.entries.get(path);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(path: string, entry: Entry) {
    // Kept in the order they were last read, so the oldest are the first to go.
    this.entries.delete(path);
    this.entries.set(path, entry);
    for (const kept of this.entries.keys()) {
      if (this.entries.size <= ANSWERS_KEPT) break;
      if (!this.watched.has(kept) && kept !== path) this.entries.delete(kept);
    }
    for (const listener of [...this.listeners]) listener();
  }

  /** Keeps an answer as if it had just been read (a page's embedded answers, a product kept under its slug too). */
  put(path: string, answer: ReadAnswer) {
    this.set(path, { ...answer, fetching: false, fetchedAt: this.now(), stale: false });
  }

  /** Fetches the read unless its answer is here and fresh, or on its way. */
  ensure(read: PageRead<unknown>): Promise<void> {
    const kept = this.entries.get(read.path);
    if (kept?.fetching) return Promise.resolve();
    if (kept && !kept.stale && this.now() - kept.fetchedAt < FRESH_FOR_MS) return Promise.resolve();
    return this.fetch(read);
  }

  /** Asks for the read now, keeping what is shown until the answer arrives. */
  async fetch(read: PageRead<unknown>): Promise<void> {
    const kept = this.entries.get(read.path);
    this.set(read.path, { ...(kept ?? {}), fetching: true, fetchedAt: kept?.fetchedAt ?? 0, stale: kept?.stale ?? false });
    const answer = await this.transport(read);
    // A failed revisit keeps the data the page already shows.
    this.put(read.path, answer.error && kept?.data !== undefined ? { data: kept.data } : answer);
  }

  /** Something changed on the server (the shopper's own order, a seller's edit): what is shown now is asked again, the rest when shown. */
  changed() {
    for (const [path, entry] of this.entries) this.entries.set(path, { ...entry, stale: true });
    for (const { read } of this.watched.values()) void this.ensure(read);
  }

  /** Forgets every answer (a test's visit ends). */
  clear() {
    this.entries.clear();
    this.asked.clear();
  }

  /** What a page on screen reads, asked again when the connection returns. */
  watch(read: PageRead<unknown>): () => void {
    const watching = this.watched.get(read.path) ?? { read, watchers: 0 };
    watching.watchers += 1;
    this.watched.set(read.path, watching);
    return () => {
      watching.watchers -= 1;
      if (watching.watchers === 0) this.watched.delete(read.path);
    };
  }

  /** The settled answers that are the page's own (data, or a product that is not there), for the browser to start from. */
  embedded(): Record<string, ReadAnswer> {
    const kept: Record<string, ReadAnswer> = {};
    for (const [path, { data, error }] of this.entries) {
      if (data !== undefined) kept[path] = { data };
      else if (error && (error.status === 404 || error.status === 400)) kept[path] = { error };
    }
    return kept;
  }
}

/** Reads answer on a patchy network: a read lost in transit or refused by a busy server is tried twice more, with a pause. */
const RETRY_PAUSES_MS = [500, 1500];

/** The browser's way to the API: its own address, the visitor's session (a seller sees her drafts), retries. */
export const browserTransport: ReadTransport = async (read) => {
  const token = readSessionToken();
  for (let attempt = 0; ; attempt += 1) {
    let retryable: boolean;
    let answer: ReadAnswer;
    try {
      const request = new Request(`${API_PREFIX}${read.path}`, {
        credentials: "include",
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        ...(read.revalidate ? { cache: "no-cache" as const } : {}),
      });
      const response = await fetch(request);
      answer = await answerOf(read, response);
      retryable = response.status >= 500;
    } catch {
      answer = { error: { status: "FETCH_ERROR" } };
      retryable = true;
    }
    const pause = RETRY_PAUSES_MS[attempt];
    if (!retryable || pause === undefined) return answer;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
};

/** A response as a read's answer: its data when it succeeded, else its status and what the API said. */
export async function answerOf(read: PageRead<unknown>, response: Response): Promise<ReadAnswer> {
  return answerFrom(read, response.status, await response.json().catch(() => undefined));
}

/** An answer's status and JSON as a read's answer. */
export function answerFrom(read: PageRead<unknown>, status: number, body: unknown): ReadAnswer {
  if (status < 200 || status > 299) return { error: { status, data: body } };
  return { data: read.read(body as never) };
}

const browserAnswers = new PageAnswers(browserTransport);

if (typeof window !== "undefined") window.addEventListener("online", () => browserAnswers.changed());

/** The visit's answers in the browser: what a page the server rendered embedded, and every read since. */
export const visitAnswers = () => browserAnswers;

const PageAnswersContext = createContext<PageAnswers | null>(null);

/** The answers a page renders from; without it, the visit's answers in the browser. */
export function PageAnswersProvider({ answers, children }: { answers: PageAnswers; children: ReactNode }) {
  return createElement(PageAnswersContext.Provider, { value: answers }, children);
}

/** A read's state, as a component shows it. */
export type PageReadState<T> = {
  data: T | undefined;
  /** The same as `data`: what RTK Query's hooks call the data of the current arguments, for the pages that read it so. */
  currentData: T | undefined;
  error: ReadAnswer["error"];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => void;
};

const NOT_ASKED: Entry = { fetching: false, fetchedAt: 0, stale: false };

/** Reads `read` (none when it is null): at once when its answer is here, else once it has been fetched. */
export function usePageRead<T>(read: PageRead<T> | null): PageReadState<T> {
  const answers = useContext(PageAnswersContext) ?? browserAnswers;
  const path = read?.path ?? null;
  const entry = useSyncExternalStore(
    answers.subscribe,
    () => (path === null ? NOT_ASKED : answers.entry(path) ?? NOT_ASKED),
    () => (path === null ? NOT_ASKED : answers.entry(path) ?? NOT_ASKED),
  );
  if (read && entry === NOT_ASKED) answers.missing(read as PageRead<unknown>);

  useEffect(() => {
    if (!read) return;
    void answers.ensure(read as PageRead<unknown>);
    return answers.watch(read as PageRead<unknown>);
    // The read is named by its path: a new object for the same path is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers, path]);

  const settled = entry.data !== undefined || entry.error !== undefined;
  return {
    data: entry.data as T | undefined,
    currentData: entry.data as T | undefined,
    error: entry.error,
    isLoading: read !== null && !settled,
    isFetching: entry.fetching,
    isError: entry.error !== undefined,
    isSuccess: entry.data !== undefined,
    refetch: () => {
      if (read) void answers.fetch(read as PageRead<unknown>);
    },
  };
}

import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Lets everything else waiting on the event loop (sockets, timers, other requests) run before
 * going on. Work that continues only through promises never gives the loop back: fifty page
 * renders whose data is already cached would each run in the same turn, one after another,
 * holding every request in flight for a second or more.
 */
export function nextEventLoopTurn(): Promise<void> {
  return nextTurn();
}

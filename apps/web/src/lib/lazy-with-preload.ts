import { lazy, type ComponentType } from "react";

/**
 * React.lazy with a `preload()` to fetch the code before it is needed — when the page is idle,
 * or when a pointer comes near the button that opens it.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}

/** Runs once the browser is idle (or after a short wait where idle callbacks do not exist). */
export function whenIdle(task: () => void, timeoutMs = 2500): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1200);
  return () => window.clearTimeout(handle);
}

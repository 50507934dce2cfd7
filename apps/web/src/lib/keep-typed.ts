import { useEffect, type RefObject } from "react";

/**
 * Keeps what a shopper typed into a box the server rendered before the page's scripts ran: it is
 * in the box but not in the component's state, which would otherwise write the server's value back
 * over it at its next render.
 */
export function useKeepTyped(input: RefObject<HTMLInputElement | null>, keep: (typed: string) => void) {
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) keep(typed);
    // Once, at the box's first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

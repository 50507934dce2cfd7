import { EARLY_TAPS_SCRIPT } from "@pallu/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { holdEarlyTaps, takeEarlyTaps } from "./early-taps";

const PAGE = "/product/kanjivaram-silk-saree";

/** A product page as the server sends it, with the head's script run, before the shop's scripts. */
function renderedPage() {
  window.history.replaceState(null, "", PAGE);
  document.body.innerHTML = `
    <label><input type="radio" name="size" value="size-m" data-early-tap="size"> M</label>
    <label><input type="radio" name="size" value="size-l" data-early-tap="size"> L</label>
    <button type="button" data-early-tap="cart">Add to Cart</button>
    <button type="button" data-early-tap="wishlist"><svg><path></path></svg> Add to wishlist</button>
    <button type="button">Share</button>`;
  new Function(EARLY_TAPS_SCRIPT)();
}
const tap = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const cartButton = () => document.querySelector('[data-early-tap="cart"]')!;

beforeEach(renderedPage);
afterEach(() => {
  holdEarlyTaps();
  takeEarlyTaps(PAGE);
});

describe("taps made before the shop's scripts have run", () => {
  it("are kept in order with the size chosen when each was made, and the tapped button shows it is waiting", () => {
    tap("label:nth-of-type(2) input");
    tap('[data-early-tap="cart"]');
    document
      .querySelector('[data-early-tap="wishlist"] path')!
      .dispatchEvent(new MouseEvent("click", { bubbles: true }));
    tap("button:not([data-early-tap])");

    expect(cartButton().getAttribute("aria-busy")).toBe("true");
    holdEarlyTaps();
    expect(takeEarlyTaps(PAGE)).toEqual([
      { kind: "size", path: PAGE, size: "size-l" },
      { kind: "cart", path: PAGE, size: "size-l" },
      { kind: "wishlist", path: PAGE, size: "size-l" },
    ]);
    expect(cartButton().hasAttribute("aria-busy")).toBe(false);
  });

  it("are given once: asking again, or after a second hold, answers none", () => {
    tap('[data-early-tap="cart"]');
    holdEarlyTaps();
    expect(takeEarlyTaps(PAGE)).toHaveLength(1);
    expect(takeEarlyTaps(PAGE)).toEqual([]);
    holdEarlyTaps();
    expect(takeEarlyTaps(PAGE)).toEqual([]);
  });

  it("stop being kept once held, when the app's own handlers answer taps", () => {
    holdEarlyTaps();
    tap('[data-early-tap="cart"]');
    expect(takeEarlyTaps(PAGE)).toEqual([]);
    expect(cartButton().hasAttribute("aria-busy")).toBe(false);
  });

  it("are dropped when the page asking is not the page they were made on", () => {
    tap('[data-early-tap="cart"]');
    holdEarlyTaps();
    expect(takeEarlyTaps("/product/another-saree")).toEqual([]);
    expect(takeEarlyTaps(PAGE)).toEqual([]);
  });
});

import { PAGE_SCRIPTS_ID } from "@pallu/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstScreen, releasePageScripts } from "./first-screen";

function aLargestPicture() {
  let decodeNow = () => {};
  const picture = document.createElement("img");
  picture.setAttribute("fetchpriority", "high");
  picture.decode = () => new Promise<void>((resolve) => (decodeNow = resolve));
  document.body.append(picture);
  return { decodeNow: () => decodeNow() };
}

describe("starting the shop on a page the server rendered", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", (paint: () => void) => setTimeout(paint, 16));
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
    document.head.innerHTML = "";
  });

  it("waits until the largest picture is decoded and the next frame painted", async () => {
    const { decodeNow } = aLargestPicture();
    const start = vi.fn();
    afterFirstScreen(start);
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();

    decodeNow();
    await vi.advanceTimersByTimeAsync(10);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledOnce();
  });

  it("starts without the picture once it has waited three seconds", async () => {
    aLargestPicture();
    const start = vi.fn();
    afterFirstScreen(start);
    await vi.advanceTimersByTimeAsync(2900);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(start).toHaveBeenCalledOnce();
  });

  it("starts after the first frame on a page without a picture", async () => {
    const start = vi.fn();
    afterFirstScreen(start);
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledOnce();
  });

  it("starts as soon as the shopper touches or types, and only once", async () => {
    for (const reach of [
      () => window.dispatchEvent(new Event("pointerdown")),
      () => document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true })),
      () => document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true })),
    ]) {
      const { decodeNow } = aLargestPicture();
      const start = vi.fn();
      afterFirstScreen(start);
      reach();
      expect(start).toHaveBeenCalledOnce();

      reach();
      decodeNow();
      await vi.advanceTimersByTimeAsync(5000);
      expect(start).toHaveBeenCalledOnce();
    }
  });

  it("starts at once in a tab that is hidden, where no frame is painted", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    aLargestPicture();
    const start = vi.fn();
    afterFirstScreen(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it("lets the held route scripts into the head", () => {
    document.body.innerHTML = `<template id="${PAGE_SCRIPTS_ID}"><link rel="modulepreload" href="/assets/home-1.js"></template>`;
    expect(document.head.querySelector("link[rel=modulepreload]")).toBeNull();
    releasePageScripts();
    expect(document.head.querySelector("link[rel=modulepreload]")?.getAttribute("href")).toBe("/assets/home-1.js");
  });
});

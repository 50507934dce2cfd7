import { render } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SizedImage } from "./sized-image";

const GALLERY_SIZES = "(min-width: 768px) 50vw, 100vw";

describe("a sized image", () => {
  it("offers the AVIF copies of an image stored with them first, with the WebP <img> as the fallback", () => {
    const { container } = render(
      <SizedImage
        src="/images/abc-640.webp?avif"
        sizes={GALLERY_SIZES}
        alt="Kanjivaram saree"
        width={640}
        height={800}
      />,
    );
    const source = container.querySelector("picture > source");
    expect(source?.getAttribute("type")).toBe("image/avif");
    expect(source?.getAttribute("srcset")).toBe(
      "/images/abc-320.avif 320w, /images/abc-640.avif 640w, /images/abc-1280.avif 1280w",
    );
    expect(source?.getAttribute("sizes")).toBe(GALLERY_SIZES);
    const image = container.querySelector("picture > source + img");
    expect(image?.getAttribute("src")).toBe("/images/abc-640.webp?avif");
    expect(image?.getAttribute("srcset")).toBe(
      "/images/abc-320.webp?avif 320w, /images/abc-640.webp?avif 640w, /images/abc-1280.webp?avif 1280w",
    );
    expect(image?.getAttribute("sizes")).toBe(GALLERY_SIZES);
    expect([image?.getAttribute("width"), image?.getAttribute("height"), image?.getAttribute("alt")]).toEqual([
      "640",
      "800",
      "Kanjivaram saree",
    ]);
    expect(image?.getAttribute("loading")).toBe("lazy");
  });

  it("offers no AVIF for an image without AVIF copies, as a browser would not fall back from a missing one", () => {
    const { container } = render(<SizedImage src="/images/abc-640.webp" sizes={GALLERY_SIZES} alt="" />);
    expect(container.querySelector("picture, source")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("srcset")).toBe(
      "/images/abc-320.webp 320w, /images/abc-640.webp 640w, /images/abc-1280.webp 1280w",
    );
  });

  it("keeps the first picture of a page eager and first in line", () => {
    const { container } = render(
      <SizedImage src="/images/abc-640.webp?avif" sizes={GALLERY_SIZES} alt="" loading="eager" fetchPriority="high" />,
    );
    const image = container.querySelector("img");
    expect([image?.getAttribute("loading"), image?.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
  });

  it("hydrates the markup the server rendered without a mismatch", async () => {
    const element = (
      <SizedImage src="/images/abc-640.webp?avif" sizes={GALLERY_SIZES} alt="" width={640} height={800} />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector("picture > source[type='image/avif']")).not.toBeNull();
  });
});

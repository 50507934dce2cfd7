import { imageSrcSet } from "@pallu/domain";
import type { ImgHTMLAttributes } from "react";

/**
 * An uploaded image with the srcset of its stored widths, so a phone downloads the 320 or 640
 * file instead of the 1280 one; its AVIF copies come first where it has them, the WebP <img> is
 * the fallback. Images are lazy unless told otherwise.
 */
export function SizedImage({
  src,
  sizes,
  loading = "lazy",
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string; alt: string }) {
  const avif = imageSrcSet(src, "avif");
  const image = <img src={src} srcSet={imageSrcSet(src)} sizes={sizes} loading={loading} decoding="async" {...rest} />;
  return avif ? (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {image}
    </picture>
  ) : (
    image
  );
}

/** A small picture beside a line of text (a cart line, a gallery thumb): shown at a fixed width, its words beside it. */
export function Thumbnail({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
}) {
  return <SizedImage src={src} sizes={`${width}px`} alt="" width={width} height={height} className={className} />;
}

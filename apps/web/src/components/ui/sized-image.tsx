import { imageSrcSet } from "@pallu/domain";
import type { ImgHTMLAttributes } from "react";

/**
 * An uploaded image with the srcset of its stored widths, so a phone downloads the 320 or 640
 * file instead of the 1280 one. Images are lazy unless told otherwise.
 */
export function SizedImage({
  src,
  sizes,
  loading = "lazy",
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string; alt: string }) {
  return <img src={src} srcSet={imageSrcSet(src)} sizes={sizes} loading={loading} decoding="async" {...rest} />;
}

import { IMAGE_WIDTHS } from "./constants.js";

/**
 * Stored images are named "{key}-{width}.webp" for every width of IMAGE_WIDTHS; the API hands
 * out the 640 one and the web derives the srcset from it, wherever the files are served from.
 */
const SIZED_NAME = /-(\d+)\.webp(\?.*)?$/;
export const DEFAULT_IMAGE_WIDTH = 640;

export function imageUrlAtWidth(url: string, width: number): string {
  return url.replace(SIZED_NAME, `-${width}.webp$2`);
}

export function imageSrcSet(url: string): string | undefined {
  if (!SIZED_NAME.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageUrlAtWidth(url, width)} ${width}w`).join(", ");
}

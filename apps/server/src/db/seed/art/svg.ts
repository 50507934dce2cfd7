/** Wraps drawing in an SVG document drawn in `view` units and rasterised at `pixels`. */
export function svgDocument(options: {
  view: { width: number; height: number };
  pixels: { width: number; height: number };
  defs: string;
  body: string;
}): string {
  const { view, pixels } = options;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" viewBox="0 0 ${view.width} ${view.height}">
<defs>${options.defs}</defs>
${options.body}
</svg>`;
}

/** Numbers in path data, kept short so documents stay small and stable. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString();

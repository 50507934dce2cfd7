import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type PageEncoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compressWith: Record<PageEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Qualities a page sent at once can afford: a product or search page's 90–140 kB of HTML becomes 14–18 kB.
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipped(bytes, { level: 6 }),
};

// Smaller pages (a redirect's, a refusal's) fit in a packet or two as they are.
const WORTH_COMPRESSING_BYTES = 1024;

/**
 * The encoding to send a page in, from the browser's Accept-Encoding: brotli when it takes it, else
 * gzip, else none. An encoding it lists with q=0 is one it refuses.
 */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

// A kept page's bytes are the same object on every hit, so each is compressed once per encoding.
const compressedCopies = new WeakMap<Buffer, Partial<Record<PageEncoding, Promise<Buffer>>>>();

/**
 * A page's bytes as the browser asked for them: compressed on libuv's threads, not the event loop,
 * and remembered for as long as the page itself is kept. None when it is too small to be worth it.
 */
export async function encodedPage(body: Buffer, encoding: PageEncoding | undefined): Promise<{ body: Buffer; encoding?: PageEncoding }> {
  if (!encoding || body.length < WORTH_COMPRESSING_BYTES) return { body };
  const copies = compressedCopies.get(body) ?? {};
  compressedCopies.set(body, copies);
  const compressed = (copies[encoding] ??= compressWith[encoding](body));
  try {
    return { body: await compressed, encoding };
  } catch {
    // The page goes as it is rather than not at all, and the next visitor's copy is made afresh.
    delete copies[encoding];
    return { body };
  }
}

import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches; pictures and fonts arrive compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every built asset, once per build,
 * so the server sends them as they are (`preCompressed`) instead of compressing each request at a
 * quality it can afford per request: the shop's first load is about an eighth smaller over brotli.
 */
export function precompressAssets(): Plugin {
  let assetsDir = "";
  return {
    name: "pallu:precompress-assets",
    apply: "build",
    configResolved(config) {
      assetsDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const names = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(assetsDir, name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Catalogue import benchmark: `npm run bench:import`.
 * Writes a catalogue file of BENCH_ROWS rows (10,000: products of four sizes each) to a temporary
 * folder, then imports it into an empty shop three times: a dry run, the real import (creating every
 * product) and the same file again (updating every product). Reports each one's time and the
 * process's peak resident memory, sampled every 50 ms and from the kernel's high-water mark. The
 * CPU seconds the process spent are shown beside the wall-clock time: on a shared machine the two
 * differ by the time other processes held the cores (PGlite runs inside this process).
 * PGlite in a temporary folder, or PostgreSQL when DATABASE_URL is set (its name must contain "bench").
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { stringify } from "csv-stringify";
import { CATALOGUE_COLUMNS } from "@pallu/domain";
import { openDatabase } from "../../src/db/client.js";
import { categories } from "../../src/db/schema/index.js";
import { LocalImageStore } from "../../src/integrations/storage/local-image-store.js";
import { importCatalogue } from "../../src/modules/catalogue-files/index.js";
import { storeImage } from "../../src/modules/images/index.js";
import { ensurePostgresDatabase } from "./bench-process.js";
import sharp from "sharp";

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const databaseUrl = process.env.DATABASE_URL;
const SIZES = ["S", "M", "L", "XL"];
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function writeCatalogue(path: string, imageUrl: string): Promise<void> {
  const csv = stringify({ header: true, columns: [...CATALOGUE_COLUMNS] });
  const out = csv.pipe(createWriteStream(path));
  for (let row = 0; row < rows; row += 1) {
    const product = Math.floor(row / SIZES.length);
    const line = {
      handle: `bench-saree-${product}`,
      name: `Bench Kanjivaram Saree ${product}`,
      description: "Handwoven silk with a contrast border and a rich pallu. ".repeat(4).trim(),
      category: "Kanjivaram",
      details: JSON.stringify([
        { heading: "Fabric", detail: "Pure silk" },
        { heading: "Care", detail: "Dry clean only" },
      ]),
      cod: "yes",
      hsn_code: "5007",
      draft: "no",
      size: SIZES[row % SIZES.length],
      price: String(4000 + (product % 50) * 100),
      discounted_price: String(3500 + (product % 50) * 100),
      stock: String(product % 9),
      images: imageUrl,
    };
    if (!csv.write(line)) await once(csv, "drain");
  }
  csv.end();
  await once(out, "finish");
}

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), "pallu-bench-import-"));
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    if (databaseUrl) await ensurePostgresDatabase(databaseUrl);
    const database = await openDatabase(
      databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir: join(folder, "data") },
    );
    await database.migrate();
    const imageStore = new LocalImageStore(join(folder, "images"));
    await database.db.insert(categories).values({ name: "Kanjivaram" }).onConflictDoNothing();
    const photo = await sharp({ create: { width: 64, height: 80, channels: 3, background: "#7a1f3d" } })
      .png()
      .toBuffer();
    const { url } = await storeImage(imageStore, photo);
    const file = join(folder, "catalogue.csv");
    await writeCatalogue(file, url);
    const before = process.memoryUsage().rss;
    console.log(
      `${rows.toLocaleString("en-IN")} rows (${(rows / SIZES.length).toLocaleString("en-IN")} products), ${database.driver}; RSS before importing ${megabytes(before)}`,
    );

    console.log("| import | wall-clock s | CPU s | created | updated | peak RSS so far |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (const [name, dryRun] of [
      ["dry run", true],
      ["first import (creates)", false],
      ["same file again (updates)", false],
    ] as const) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const summary = await importCatalogue(
        { db: database.db, imageStore },
        { file: createReadStream(file), zip: undefined, dryRun },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const used = process.cpuUsage(cpu);
      const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
      console.log(`| ${name} | ${seconds} | ${cpuSeconds} | ${summary.created} | ${summary.updated} | ${megabytes(peak)} |`);
    }
    console.log(
      `\nPeak RSS: ${megabytes(peak)} sampled, ${megabytes(process.resourceUsage().maxRSS * 1024)} high-water mark; ${megabytes(before)} before importing.`,
    );
    await database.close();
  } finally {
    clearInterval(sampler);
    await rm(folder, { recursive: true, force: true });
  }
}

await main();

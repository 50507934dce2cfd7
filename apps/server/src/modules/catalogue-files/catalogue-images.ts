import {
  AVIF_MARK,
  CATALOGUE_ZIP_MAX_ENTRIES,
  CATALOGUE_ZIP_MAX_UNPACKED_BYTES,
  catalogueFileMessages,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
} from "@pallu/domain";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { AppError, invalid } from "../../lib/app-error.js";
import { unpackZipEntry, ZipError, zipEntries, type ZipEntry } from "../../lib/zip-reader.js";
import { imageKeyOf, storedNameOf } from "../images/index.js";
import { copyName } from "../images/index.js";
import { checkImage, storeImage } from "../images/index.js";

const isUrl = (reference: string) => reference.startsWith("/") || /^https?:\/\//i.test(reference);
const baseName = (path: string) => path.split("/").pop() ?? path;
const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/** Why a file of the zip cannot be read, as its row says it. */
const unreadableFile: Record<Exclude<ZipError["problem"], "tooLarge" | "tooManyEntries" | "unreadable">, string> = {
  encrypted: "The file is protected by a password in the zip",
  unsupported: "The zip stores this file in a way we cannot unpack; zip it again with the usual compression",
  damaged: "The zip's copy of this file is damaged",
};

/** The zip's files by the name a row gives them (the last part of their path); folders are left out. */
function filesByName(zip: Buffer): Map<string, ZipEntry[]> {
  let entries: ZipEntry[];
  try {
    entries = zipEntries(zip, CATALOGUE_ZIP_MAX_ENTRIES);
  } catch (error) {
    if (error instanceof ZipError && error.problem === "tooManyEntries") {
      throw new AppError(
        "tooLarge",
        `The images zip holds more than ${CATALOGUE_ZIP_MAX_ENTRIES.toLocaleString("en-IN")} files; import the catalogue in parts`,
      );
    }
    throw invalid(catalogueFileMessages.notZip, { field: "images" });
  }
  const byName = new Map<string, ZipEntry[]>();
  for (const entry of entries.filter((each) => !each.name.endsWith("/"))) {
    const name = baseName(entry.name);
    byName.set(name, [...(byName.get(name) ?? []), entry]);
  }
  return byName;
}

const ambiguous = (name: string, entries: ZipEntry[]) => {
  const paths = entries.slice(0, 3).map((entry) => entry.name);
  const more = entries.length > paths.length ? ", …" : "";
  return `The zip holds ${entries.length} files named ${name} (${paths.join(", ")}${more}); give each picture its own name`;
};

/**
 * The images a catalogue file names: the shop's own stored images by URL, or files of the zip sent
 * beside it by name, re-encoded like every upload. No other host is ever asked for anything.
 *
 * A file of the zip is unpacked once, off the event loop, however many rows name it, and only up to
 * the size of an image upload; all the files an import unpacks together may come to 200 MB. Past
 * either limit the import answers 413. `keepForStoring` holds a checked file's bytes until it is
 * stored (a dry run stores nothing, so keeps nothing).
 */
export function catalogueImages(
  store: ImageStore,
  zip: Buffer | undefined,
  { keepForStoring }: { keepForStoring: boolean },
) {
  const known = new Map<string, boolean>();
  const files = zip ? filesByName(zip) : new Map<string, ZipEntry[]>();
  const verdicts = new Map<string, Promise<string | undefined>>();
  const checked = new Map<string, Buffer>();
  const stored = new Map<string, string>();
  let unpackedBytes = 0;

  async function unpack(name: string, entry: ZipEntry): Promise<Buffer> {
    const bytes = await unpackZipEntry(zip!, entry, MAX_IMAGE_BYTES).catch((error: unknown) => {
      if (error instanceof ZipError && error.problem === "tooLarge") {
        throw new AppError(
          "tooLarge",
          `${name} in the images zip is larger than ${megabytes(MAX_IMAGE_BYTES)} once unpacked; each picture may be ${megabytes(MAX_IMAGE_BYTES)} at most`,
        );
      }
      throw error;
    });
    unpackedBytes += bytes.length;
    if (unpackedBytes > CATALOGUE_ZIP_MAX_UNPACKED_BYTES) {
      throw new AppError(
        "tooLarge",
        `The pictures this file names come to more than ${megabytes(CATALOGUE_ZIP_MAX_UNPACKED_BYTES)} once unpacked; import the catalogue in parts`,
      );
    }
    return bytes;
  }

  async function verdictOf(name: string, entry: ZipEntry): Promise<string | undefined> {
    let bytes: Buffer;
    try {
      bytes = await unpack(name, entry);
    } catch (error) {
      if (error instanceof ZipError && error.problem in unreadableFile) {
        return unreadableFile[error.problem as keyof typeof unreadableFile];
      }
      throw error;
    }
    try {
      await checkImage(bytes);
    } catch (error) {
      if (error instanceof AppError) return error.message;
      throw error;
    }
    if (keepForStoring) checked.set(name, bytes);
    return undefined;
  }

  async function isShopImage(url: string): Promise<boolean> {
    const name = storedNameOf(url);
    const key = imageKeyOf(url);
    const marked = url.endsWith(AVIF_MARK);
    if (!key || `${store.urlFor(name)}${marked ? AVIF_MARK : ""}` !== url) return false;
    if (!known.has(url)) {
      // a URL marked as having AVIF copies is taken only while they exist, as the web offers them
      const names = [name, ...(marked ? IMAGE_WIDTHS.map((width) => copyName(key, width, "avif")) : [])];
      known.set(url, (await Promise.all(names.map((each) => store.exists(each)))).every(Boolean));
    }
    return known.get(url)!;
  }

  return {
    /** Why a reference cannot be used, or undefined when it can; a zip file is read and checked, not stored. */
    async problemOf(reference: string): Promise<string | undefined> {
      if (isUrl(reference)) return (await isShopImage(reference)) ? undefined : catalogueFileMessages.unknownImage;
      const entries = files.get(reference);
      if (!entries) return catalogueFileMessages.unknownImage;
      if (entries.length > 1) return ambiguous(reference, entries);
      const verdict = verdicts.get(reference) ?? verdictOf(reference, entries[0]!);
      verdicts.set(reference, verdict);
      return verdict;
    },

    /** The URL a checked reference is shown from, storing a zip file the first time it is used. */
    async urlOf(reference: string): Promise<string> {
      if (isUrl(reference)) return reference;
      const known = stored.get(reference);
      if (known) return known;
      const bytes = checked.get(reference);
      if (!bytes) throw new Error(`${reference} is stored before it was checked`);
      const { url } = await storeImage(store, bytes);
      stored.set(reference, url);
      checked.delete(reference);
      return url;
    },
  };
}

export type CatalogueImages = ReturnType<typeof catalogueImages>;

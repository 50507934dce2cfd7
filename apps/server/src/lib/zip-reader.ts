import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";

/**
 * Reads a zip held in memory without trusting it: the central directory is read for names and
 * places only, and a file is unpacked on its own, off the event loop (zlib runs on libuv's thread
 * pool), stopping as soon as it grows past the size the caller allows, whatever size the zip
 * declares for it. Zip64 archives are not read: an upload small enough to take never needs one.
 */

export type ZipEntry = {
  /** The path in the archive, as stored. */
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localHeaderOffset: number;
};

export type ZipProblem = "unreadable" | "tooManyEntries" | "tooLarge" | "encrypted" | "unsupported" | "damaged";

export class ZipError extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip: ${problem}`);
    this.name = "ZipError";
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const UTF8_NAMES = 0x800;
const inflateRawAsync = promisify(inflateRaw);

function endOfDirectory(zip: Buffer): number {
  // the record is 22 bytes and may be followed by a comment of up to 65,535
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipError("unreadable");
}

/** The files and folders a zip lists; more than `maxEntries` is refused before any is read. */
export function zipEntries(zip: Buffer, maxEntries: number): ZipEntry[] {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipError("unreadable");
  if (count > maxEntries) throw new ZipError("tooManyEntries");
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipError("unreadable");
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > end) throw new ZipError("unreadable");
    entries.push({
      name: zip.toString(flags & UTF8_NAMES ? "utf8" : "latin1", at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      encrypted: (flags & 1) === 1,
      compressedSize: zip.readUInt32LE(at + 20),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

function storedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipError("damaged");
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new ZipError("damaged");
  return zip.subarray(start, end);
}

/** One file's bytes, unpacked off the event loop; past `maxBytes` it stops and throws "tooLarge". */
export async function unpackZipEntry(zip: Buffer, entry: ZipEntry, maxBytes: number): Promise<Buffer> {
  if (entry.encrypted) throw new ZipError("encrypted");
  const bytes = storedBytes(zip, entry);
  if (entry.method === STORED) {
    if (bytes.length > maxBytes) throw new ZipError("tooLarge");
    return bytes;
  }
  if (entry.method !== DEFLATED) throw new ZipError("unsupported");
  try {
    return await inflateRawAsync(bytes, { maxOutputLength: maxBytes, chunkSize: 64 * 1024 });
  } catch (error) {
    throw new ZipError((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" ? "tooLarge" : "damaged");
  }
}

import { randomUUID } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ImageStore } from "./image-store.js";

export const LOCAL_IMAGES_ROUTE = "/images/";

export class LocalImageStore implements ImageStore {
  constructor(readonly directory: string) {}

  async put(name: string, body: Buffer): Promise<string> {
    await mkdir(this.directory, { recursive: true });
    const target = join(this.directory, safeName(name));
    // Write then rename so a reader never sees half a file; a name of its own for each write, as
    // parallel uploads of the same picture write the same target.
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, body);
    await rename(partial, target);
    return this.urlFor(name);
  }

  async exists(name: string): Promise<boolean> {
    try {
      await access(join(this.directory, safeName(name)));
      return true;
    } catch {
      return false;
    }
  }

  async read(name: string): Promise<Buffer | undefined> {
    return readFile(join(this.directory, safeName(name))).catch(() => undefined);
  }

  urlFor(name: string): string {
    return `${LOCAL_IMAGES_ROUTE}${safeName(name)}`;
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.directory, safeName(name)), { force: true });
  }

  async list(): Promise<{ name: string; modifiedAt: Date }[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const files = [];
    for (const name of names) {
      const info = await stat(join(this.directory, name)).catch(() => undefined);
      if (info?.isFile()) files.push({ name, modifiedAt: info.mtime });
    }
    return files;
  }
}

function safeName(name: string): string {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) throw new Error(`unsafe image name: ${name}`);
  return name;
}

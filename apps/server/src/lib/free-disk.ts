import { statfs } from "node:fs/promises";

/** Reads the bytes an unprivileged process may still write on the file system holding the folder. */
export function freeDiskReader(directory: string): () => Promise<number> {
  return async () => {
    const info = await statfs(directory);
    return info.bavail * info.bsize;
  };
}

/** Where processed images live: the local data folder by default, object storage when configured. */
export interface ImageStore {
  /** Stores the file under its generated name and returns the URL it is served from. */
  put(name: string, body: Buffer, contentType: string): Promise<string>;
  exists(name: string): Promise<boolean>;
  /** The stored bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  urlFor(name: string): string;
  /** Removes the file; a file already gone is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored file with when it was last written, for the sweep of files nothing refers to. */
  list(): Promise<{ name: string; modifiedAt: Date }[]>;
}

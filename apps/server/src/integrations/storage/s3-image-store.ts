import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { ImageStore } from "./image-store.js";

export type S3Settings = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where browsers fetch the files: a CDN in front of the bucket, or the bucket's public URL. */
  publicBaseUrl: string;
};

const ONE_YEAR = 31_536_000;

/** Images in S3-compatible object storage, named by content so any instance may write the same file. */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(name: string, body: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: `images/${name}`,
        Body: body,
        ContentType: contentType,
        CacheControl: `public, max-age=${ONE_YEAR}, immutable`,
      }),
    );
    return this.urlFor(name);
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: `images/${name}` }));
      return true;
    } catch {
      return false;
    }
  }

  async read(name: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: `images/${name}` }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch {
      return undefined;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: `images/${name}` }));
  }

  async list(): Promise<{ name: string; modifiedAt: Date }[]> {
    const files: { name: string; modifiedAt: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: "images/", ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) files.push({ name: item.Key.slice("images/".length), modifiedAt: item.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  urlFor(name: string): string {
    return `${this.settings.publicBaseUrl.replace(/\/$/, "")}/images/${name}`;
  }
}

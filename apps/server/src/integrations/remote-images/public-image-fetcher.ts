import { MAX_IMAGE_BYTES } from "@pallu/domain";
import type { LookupAddress } from "node:dns";
import { lookup as resolve } from "node:dns/promises";
import type { IncomingMessage } from "node:http";
import { request } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { rootCertificates } from "node:tls";
import { addressVerdict } from "./public-address.js";
import { pictureTypeOf } from "./picture-bytes.js";

/** Why a picture could not be fetched, in words the seller reads beside the row that named it. */
export class PictureFetchError extends Error {}

export type PublicImageFetcherOptions = {
  /**
   * Lets the fetcher reach this machine, for tests that serve pictures locally. Only tests set it;
   * no configuration of the shop does, so a running shop never fetches from its own host.
   */
  allowLoopback?: boolean;
  /** A certificate authority to trust besides the usual ones: a test server's own certificate. */
  trustedCa?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a picture a seller's file names by URL, and nothing else: https only, to public addresses
 * only. Every address a name resolves to is checked, the connection goes to the checked address (so
 * a second answer from DNS cannot swap it), and every redirect is checked the same way. The body is
 * read up to the shop's image limit and must be a picture by its bytes.
 */
export class PublicImageFetcher {
  private readonly allowLoopback: boolean;
  private readonly ca: string[] | undefined;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly maxRedirects: number;

  constructor(options: PublicImageFetcherOptions = {}) {
    this.allowLoopback = options.allowLoopback ?? false;
    this.ca = options.trustedCa ? [...rootCertificates, options.trustedCa] : undefined;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
    this.maxRedirects = options.maxRedirects ?? 3;
  }

  /** The picture's bytes, or a PictureFetchError saying why not. */
  async fetch(address: string): Promise<Buffer> {
    let current = address;
    for (let redirects = 0; ; redirects += 1) {
      const url = this.checkedUrl(current);
      const ip = await this.publicAddressOf(url.hostname);
      const response = await this.get(url, ip);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= this.maxRedirects) {
          throw new PictureFetchError(`The picture's address redirects more than ${this.maxRedirects} times`);
        }
        current = new URL(location, url).href;
        continue;
      }
      return this.pictureOf(response);
    }
  }

  private checkedUrl(address: string): URL {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new PictureFetchError("The picture's address is not a web address");
    }
    if (url.protocol !== "https:") throw new PictureFetchError("Pictures are fetched only from https:// addresses");
    if (url.username || url.password)
      throw new PictureFetchError("The picture's address must not carry a user name or password");
    return url;
  }

  /** The address to connect to, once every address the name has is known to be public. */
  private async publicAddressOf(hostname: string): Promise<LookupAddress> {
    const host = hostname.replace(/^\[(.*)\]$/, "$1");
    let addresses: LookupAddress[];
    if (isIP(host)) {
      addresses = [{ address: host, family: isIP(host) }];
    } else {
      try {
        addresses = await resolve(host, { all: true, verbatim: true });
      } catch {
        throw new PictureFetchError(`The picture's host ${host} could not be found`);
      }
    }
    const refused = addresses.some(({ address }) => {
      const verdict = addressVerdict(address);
      return verdict === "notPublic" || (verdict === "loopback" && !this.allowLoopback);
    });
    if (refused || addresses.length === 0) {
      throw new PictureFetchError(
        "The picture's address leads to a private or reserved network; only public addresses are fetched",
      );
    }
    return addresses[0]!;
  }

  private get(url: URL, ip: LookupAddress): Promise<IncomingMessage> {
    // the connection goes to the address just checked, whatever the name resolves to a moment later
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [ip]);
      else callback(null, ip.address, ip.family);
    };
    return new Promise((resolveResponse, reject) => {
      const outgoing = request(url, {
        agent: false,
        lookup: pinned,
        ca: this.ca,
        headers: { accept: "image/*", "user-agent": "Pallu catalogue import" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      outgoing.setTimeout(this.timeoutMs, () => outgoing.destroy(new Error("timeout")));
      outgoing.once("response", resolveResponse);
      outgoing.once("error", (error: Error) => {
        const timedOut = error.name === "AbortError" || error.name === "TimeoutError" || error.message === "timeout";
        reject(
          new PictureFetchError(
            timedOut
              ? "The picture's server did not answer in time"
              : `The picture could not be fetched (${error.message})`,
          ),
        );
      });
      outgoing.end();
    });
  }

  private async pictureOf(response: IncomingMessage): Promise<Buffer> {
    if (response.statusCode !== 200) {
      response.destroy();
      throw new PictureFetchError(
        `The picture's server answered ${response.statusCode ?? "nothing"} instead of the picture`,
      );
    }
    const tooLarge = () => new PictureFetchError(`The picture is larger than ${sizeText(this.maxBytes)}`);
    if (Number(response.headers["content-length"] ?? 0) > this.maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > this.maxBytes) {
          response.destroy();
          throw tooLarge();
        }
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof PictureFetchError) throw error;
      throw new PictureFetchError("The picture's download was cut off");
    }
    const bytes = Buffer.concat(chunks);
    if (!pictureTypeOf(bytes))
      throw new PictureFetchError("The address does not give a picture (JPEG, PNG, WebP, AVIF or GIF)");
    return bytes;
  }
}

/** What the picture job fetches with; a test hands it a fetcher that may reach its local server. */
export type PictureFetcher = Pick<PublicImageFetcher, "fetch">;

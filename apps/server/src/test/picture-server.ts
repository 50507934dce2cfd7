import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import {
  PublicImageFetcher,
  type PublicImageFetcherOptions,
} from "../integrations/remote-images/public-image-fetcher.js";
import { LOOPBACK_TEST_CERTIFICATE, LOOPBACK_TEST_KEY } from "./loopback-tls.js";

/** What the picture server answers at one path. */
export type ServedAnswer = { status?: number; headers?: Record<string, string>; body?: Buffer | string };

export type PictureServer = { origin: string; close: () => Promise<void> };

/** An https server on 127.0.0.1 standing in for a shop's picture host (Shopify's CDN) in tests. */
export async function startPictureServer(answers: Record<string, ServedAnswer>): Promise<PictureServer> {
  const server = createServer({ cert: LOOPBACK_TEST_CERTIFICATE, key: LOOPBACK_TEST_KEY }, (request, response) => {
    const answer = answers[new URL(request.url ?? "/", "https://127.0.0.1").pathname];
    response.writeHead(answer?.status ?? (answer ? 200 : 404), answer?.headers ?? {});
    response.end(answer?.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The fetcher tests hand the picture job: it may reach the local picture server, and trusts its certificate. */
export const testPictureFetcher = (options: PublicImageFetcherOptions = {}) =>
  new PublicImageFetcher({ allowLoopback: true, trustedCa: LOOPBACK_TEST_CERTIFICATE, timeoutMs: 5_000, ...options });

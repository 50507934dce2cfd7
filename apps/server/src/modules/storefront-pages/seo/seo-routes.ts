import { Readable } from "node:stream";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { isUuid } from "../../../lib/ids.js";
import { notFound } from "../../../lib/app-error.js";
import { isNotModified } from "../../../lib/etag.js";
import { imageKeyOf } from "../../images/index.js";
import { shopBrand } from "../../settings/index.js";
import { siteService } from "../../site/index.js";
import { webManifest } from "../branded-template.js";
import { crawlRepository } from "./crawl-repository.js";
import { ogImages } from "./og-image.js";
import { robotsTxt } from "./robots.js";
import { publicBase, SHOP_BACKGROUND } from "./shop-identity.js";
import { OG_IMAGE_ROUTES } from "./seo-urls.js";
import { sitemaps } from "./sitemap.js";

const ONE_HOUR = 3600;
const ONE_YEAR = 31_536_000;

/**
 * What search engines and link previews fetch besides pages: robots.txt, the sitemaps and the
 * 1200 × 630 pictures shared links show. The sitemap sizes are options for tests of a large catalogue.
 */
export const seoRoutes: FastifyPluginAsync<{ sitemapMaxUrls?: number; sitemapReadBatch?: number }> = async (
  app,
  options,
) => {
  const { db, config, imageStore } = app.deps;
  const baseUrl = publicBase(config.publicUrl);
  const files = sitemaps(db, baseUrl, { maxUrls: options.sitemapMaxUrls, readBatch: options.sitemapReadBatch });
  const pictures = ogImages(imageStore, SHOP_BACKGROUND);

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("Cache-Control", `public, max-age=${ONE_HOUR * 24}`)
      .type("text/plain; charset=utf-8")
      .send(robotsTxt(baseUrl)),
  );

  // Read again after an hour at most: the seller may rename the shop or change its icon.
  app.get("/manifest.webmanifest", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("Cache-Control", `public, max-age=${ONE_HOUR}`)
      .type("application/manifest+json; charset=utf-8")
      .send(JSON.stringify(webManifest(await shopBrand(app.deps)))),
  );

  const sendXml = (reply: FastifyReply, xml: AsyncGenerator<string>) =>
    reply
      .header("Cache-Control", `public, max-age=${ONE_HOUR}`)
      .type("application/xml; charset=utf-8")
      .send(Readable.from(xml));

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => sendXml(reply, await files.root()));
  app.get("/sitemaps/:file", { schema: { hide: true } }, async (request, reply) => {
    const xml = await files.file(request.url.split("?")[0]!);
    if (!xml) throw notFound("No such sitemap");
    return sendXml(reply, xml);
  });

  /**
   * A picture asked for with the version its page named (its image's key) never changes and is
   * cached for good; without it, or with an old one, the current picture is cached for an hour.
   */
  async function sendPicture(request: FastifyRequest, reply: FastifyReply, imageUrl: string | null) {
    const version = (request.query as { v?: unknown }).v;
    const current = version !== undefined && version === (imageKeyOf(imageUrl) ?? "");
    reply.header("Cache-Control", current ? `public, max-age=${ONE_YEAR}, immutable` : `public, max-age=${ONE_HOUR}`);
    const etag = pictures.etagFor(imageUrl);
    reply.header("ETag", etag);
    if (isNotModified(request.headers["if-none-match"], etag)) return reply.status(304).send();
    const picture = await pictures.draw(imageUrl);
    return reply.type("image/jpeg").send(picture.body);
  }

  app.get(OG_IMAGE_ROUTES.product, { schema: { hide: true } }, async (request, reply) => {
    const id = /^(.+)\.jpg$/.exec((request.params as { file: string }).file)?.[1];
    const image = id && isUuid(id) ? await crawlRepository(db).firstImageOf(id) : undefined;
    if (image === undefined) throw notFound("Product not found");
    return sendPicture(request, reply, image);
  });

  app.get(OG_IMAGE_ROUTES.home, { schema: { hide: true } }, async (request, reply) => {
    const [slide] = await siteService(db).slides();
    return sendPicture(request, reply, slide?.largeImage ?? null);
  });
};

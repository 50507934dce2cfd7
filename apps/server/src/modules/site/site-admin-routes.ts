import { answerWith, BannerSchema, FooterSchema, SettingsChangeSchema, ShopSettingsFieldsSchema, ShopSettingsUpdateSchema, SlideArrangementSchema, SlideFormSchema, SlideSchema, SlideUpdateFieldsSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid } from "../../lib/app-error.js";
import { MAX_BRAND_IMAGE_BYTES, readMultipartForm, storeBrandImage, type MultipartForm, type MultipartLimits } from "../images/index.js";
import { validOrThrow } from "../catalogue/index.js";
import { saveBrandImage, saveShopSettings, settingsHistory, shopSettings } from "../settings/index.js";
import { siteService } from "./site-service.js";
import { slideService, type SlideImages } from "./slide-service.js";

const SiteDataResponse = answerWith({ siteData: z.array(SlideSchema) });
/** A slide: one small and one large image, a title, a description, alt text and (on update) an id. */
const SLIDE_FORM: MultipartLimits = { files: { smallImage: 1, largeImage: 1 }, fields: 8, fieldBytes: 5_000 };
const multipartDoc = { consumes: ["multipart/form-data"], security: [{ bearer: [] }] };

function slideImages(form: MultipartForm): SlideImages {
  return { smallImage: form.filesOf("smallImage")[0], largeImage: form.filesOf("largeImage")[0] };
}

const slideText = (form: MultipartForm) => ({
  title: form.text("title"),
  description: form.text("description"),
  alt: form.text("alt"),
  link: form.text("link"),
  showText: form.text("showText"),
});

/** The logo or the icon: one small image, SVG or raster. */
const BRAND_IMAGE_FORM: MultipartLimits = { files: { image: 1 }, fields: 0, fieldBytes: 0, fileBytes: MAX_BRAND_IMAGE_BYTES, fileNoun: "logo or icon" };
const BrandImageParams = z.object({
  kind: z.enum(["logo", "icon"], { message: "Say which picture: logo or icon" }),
});
const imageSetting = { logo: "logoUrl", icon: "iconUrl" } as const;

const SettingsResponse = answerWith({ settings: ShopSettingsFieldsSchema, changes: z.array(SettingsChangeSchema) });

const actorOf = (user: { id: string; fullname: string; email?: string | null }) => ({
  id: user.id,
  name: user.fullname || user.email || "Admin",
});

/** Admin writes of the home slider, banner and footer, and the shop settings. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const slides = slideService(app.deps);
  const site = siteService(app.deps.db);
  const tags = ["site admin"];

  app.post("/site/addSiteData", { onRequest: app.requirePermission("site.edit"), schema: { tags, ...multipartDoc, response: { 200: SiteDataResponse } } }, async (request) => {
    const form = await readMultipartForm(request, SLIDE_FORM);
    const fields = validOrThrow(SlideFormSchema.safeParse(slideText(form)));
    return { success: true as const, message: "Slide added", siteData: await slides.add(fields, slideImages(form)) };
  });

  app.put("/site/updateSiteData", { onRequest: app.requirePermission("site.edit"), schema: { tags, ...multipartDoc, response: { 200: SiteDataResponse } } }, async (request) => {
    const form = await readMultipartForm(request, SLIDE_FORM);
    const { id, ...fields } = validOrThrow(SlideUpdateFieldsSchema.safeParse({ ...slideText(form), id: form.text("id") }));
    return { success: true as const, message: "Slide updated", siteData: await slides.update(id, fields, slideImages(form)) };
  });

  app.put(
    "/site/updateSiteArrangements",
    { onRequest: app.requirePermission("site.edit"), schema: { tags, body: SlideArrangementSchema, response: { 200: SiteDataResponse } } },
    async (request) => ({ success: true as const, message: "Slides arranged", siteData: await slides.arrange(request.body) }),
  );

  app.put(
    "/site/updateBanner",
    { onRequest: app.requirePermission("site.edit"), schema: { tags, body: BannerSchema, response: { 200: answerWith({ banner: BannerSchema }) } } },
    async (request) => ({ success: true as const, message: "Banner updated", banner: await site.saveBanner(request.body) }),
  );

  app.put(
    "/site/updateFooter",
    { onRequest: app.requirePermission("site.edit"), schema: { tags, body: FooterSchema, response: { 200: answerWith({ footer: FooterSchema }) } } },
    async (request) => ({ success: true as const, message: "Footer updated", footer: await site.saveFooter(request.body) }),
  );

  app.get(
    "/site/getSettings",
    { onRequest: app.requirePermission("settings.manage"), schema: { tags, security: [{ bearer: [] }], response: { 200: SettingsResponse } } },
    async () => ({ success: true as const, message: "Settings", settings: await shopSettings(app.deps), changes: await settingsHistory(app.deps) }),
  );

  app.put(
    "/site/updateSettings",
    { onRequest: app.requirePermission("settings.manage"), schema: { tags, security: [{ bearer: [] }], body: ShopSettingsUpdateSchema, response: { 200: SettingsResponse } } },
    async (request) => {
      const settings = await saveShopSettings(app.deps, actorOf(request.user), request.body);
      return { success: true as const, message: "Settings saved", settings, changes: await settingsHistory(app.deps) };
    },
  );

  app.put(
    "/site/updateBrandImage/:kind",
    { onRequest: app.requirePermission("settings.manage"), schema: { tags, ...multipartDoc, params: BrandImageParams, response: { 200: SettingsResponse } } },
    async (request) => {
      const [image] = (await readMultipartForm(request, BRAND_IMAGE_FORM)).filesOf("image");
      if (!image) throw invalid(`Choose an image for the ${request.params.kind}`);
      const url = await storeBrandImage(app.deps.imageStore, image, request.params.kind);
      const settings = await saveBrandImage(app.deps, actorOf(request.user), imageSetting[request.params.kind], url);
      return { success: true as const, message: `The ${request.params.kind} is saved`, settings, changes: await settingsHistory(app.deps) };
    },
  );

  app.delete(
    "/site/deleteBrandImage/:kind",
    { onRequest: app.requirePermission("settings.manage"), schema: { tags, security: [{ bearer: [] }], params: BrandImageParams, response: { 200: SettingsResponse } } },
    async (request) => {
      const settings = await saveBrandImage(app.deps, actorOf(request.user), imageSetting[request.params.kind], "");
      return { success: true as const, message: `The ${request.params.kind} is removed`, settings, changes: await settingsHistory(app.deps) };
    },
  );
};

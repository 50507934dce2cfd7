import { answerWith, BannerSchema, FooterSchema, SettingsChangeSchema, ShopSettingsFieldsSchema, ShopSettingsSchema, SlideArrangementSchema, SlideFormSchema, SlideSchema, SlideUpdateFieldsSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readMultipartForm, type MultipartForm, type MultipartLimits } from "../images/index.js";
import { validOrThrow } from "../catalogue/index.js";
import { saveShopSettings, settingsHistory, shopSettings } from "../settings/index.js";
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

const SettingsResponse = answerWith({ settings: ShopSettingsFieldsSchema, changes: z.array(SettingsChangeSchema) });

/** Admin writes of the home slider, banner and footer, and the shop settings. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const slides = slideService(app.deps);
  const site = siteService(app.deps.db);
  const tags = ["site admin"];

  app.post("/site/addSiteData", { onRequest: app.requireAdmin, schema: { tags, ...multipartDoc, response: { 200: SiteDataResponse } } }, async (request) => {
    const form = await readMultipartForm(request, SLIDE_FORM);
    const fields = validOrThrow(SlideFormSchema.safeParse(slideText(form)));
    return { success: true as const, message: "Slide added", siteData: await slides.add(fields, slideImages(form)) };
  });

  app.put("/site/updateSiteData", { onRequest: app.requireAdmin, schema: { tags, ...multipartDoc, response: { 200: SiteDataResponse } } }, async (request) => {
    const form = await readMultipartForm(request, SLIDE_FORM);
    const { id, ...fields } = validOrThrow(SlideUpdateFieldsSchema.safeParse({ ...slideText(form), id: form.text("id") }));
    return { success: true as const, message: "Slide updated", siteData: await slides.update(id, fields, slideImages(form)) };
  });

  app.put(
    "/site/updateSiteArrangements",
    { onRequest: app.requireAdmin, schema: { tags, body: SlideArrangementSchema, response: { 200: SiteDataResponse } } },
    async (request) => ({ success: true as const, message: "Slides arranged", siteData: await slides.arrange(request.body) }),
  );

  app.put(
    "/site/updateBanner",
    { onRequest: app.requireAdmin, schema: { tags, body: BannerSchema, response: { 200: answerWith({ banner: BannerSchema }) } } },
    async (request) => ({ success: true as const, message: "Banner updated", banner: await site.saveBanner(request.body) }),
  );

  app.put(
    "/site/updateFooter",
    { onRequest: app.requireAdmin, schema: { tags, body: FooterSchema, response: { 200: answerWith({ footer: FooterSchema }) } } },
    async (request) => ({ success: true as const, message: "Footer updated", footer: await site.saveFooter(request.body) }),
  );

  app.get(
    "/site/getSettings",
    { onRequest: app.requireAdmin, schema: { tags, security: [{ bearer: [] }], response: { 200: SettingsResponse } } },
    async () => ({ success: true as const, message: "Settings", settings: await shopSettings(app.deps), changes: await settingsHistory(app.deps) }),
  );

  app.put(
    "/site/updateSettings",
    { onRequest: app.requireAdmin, schema: { tags, security: [{ bearer: [] }], body: ShopSettingsSchema, response: { 200: SettingsResponse } } },
    async (request) => {
      const actor = { id: request.user.id, name: request.user.fullname || request.user.email || "Admin" };
      const settings = await saveShopSettings(app.deps, actor, request.body);
      return { success: true as const, message: "Settings saved", settings, changes: await settingsHistory(app.deps) };
    },
  );
};

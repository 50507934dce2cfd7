import { messages, type Slide, type SlideArrangement, type SlideForm } from "@pallu/domain";
import type { Db } from "../../db/client.js";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { invalid, notFound } from "../../lib/app-error.js";
import { releaseImages } from "../images/index.js";
import { storeImages } from "../images/index.js";
import { arrangeSlides } from "./slide-arrangement.js";
import { slideRepository } from "./slide-repository.js";
import { siteService } from "./site-service.js";

type Deps = { db: Db; imageStore: ImageStore };
export type SlideImages = { smallImage?: Buffer; largeImage?: Buffer };

/** Admin writes of the home slider; answers carry the whole sorted list, as the screen replaces it. */
export function slideService({ db, imageStore }: Deps) {
  const site = siteService(db);
  const slides = slideRepository(db);

  /** Stores whichever of the two images were sent; both are checked before either is stored. */
  async function storeSlideImages(images: SlideImages): Promise<{ smallImage?: string; largeImage?: string }> {
    const kinds = (["smallImage", "largeImage"] as const).filter((kind) => images[kind] !== undefined);
    const urls = await storeImages(imageStore, kinds.map((kind) => images[kind]!));
    return Object.fromEntries(kinds.map((kind, index) => [kind, urls[index]]));
  }

  return {
    async add(form: SlideForm, images: SlideImages): Promise<Slide[]> {
      if (!images.smallImage) throw invalid(messages.sliderForm.imageRequired, { field: "smallImage" });
      if (!images.largeImage) throw invalid(messages.sliderForm.imageRequired, { field: "largeImage" });
      const { smallImage, largeImage } = await storeSlideImages(images);
      await slides.insertLast({ ...form, alt: form.alt ?? null, link: form.link ?? null, smallImage: smallImage!, largeImage: largeImage! });
      return site.slides();
    },

    async update(id: string, form: SlideForm, images: SlideImages): Promise<Slide[]> {
      if (!(await slides.exists(id))) throw notFound("Slide not found");
      const before = await slides.imagesOf(id);
      const stored = await storeSlideImages(images);
      if (!(await slides.update(id, { ...form, alt: form.alt ?? null, link: form.link ?? null, ...stored }))) throw notFound("Slide not found");
      await releaseImages({ db, imageStore }, before.filter((url) => !Object.values(stored).includes(url)));
      return site.slides();
    },

    /** Moves or deletes a slide in one transaction; positions stay 0..n-1 afterwards. */
    async arrange({ id, type }: SlideArrangement): Promise<Slide[]> {
      const before = type === "DELETE" ? await slides.imagesOf(id) : [];
      await db.transaction(async (tx) => {
        const repository = slideRepository(tx);
        const order = await repository.lockOrder();
        const next = arrangeSlides(order, id, type);
        if (!next) throw notFound("Slide not found");
        if (type === "DELETE") await repository.remove(id);
        await repository.renumber(next);
      });
      await releaseImages({ db, imageStore }, before);
      return site.slides();
    },
  };
}

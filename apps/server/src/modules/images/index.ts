/** The images module's public face: other modules import only what is named here. */
export { activeSvgContent, type BrandImageKind, MAX_BRAND_IMAGE_BYTES, storeBrandImage } from "./brand-image.js";
export { scheduleAvifBackfill } from "./avif-backfill-job.js";
export { imageKeyOf, releaseImages, storedNameOf } from "./image-cleanup.js";
export { printablePicture } from "./printable-picture.js";
export { copyName } from "./image-copies.js";
export { imageJobHandlers } from "./image-jobs.js";
export { checkImage, MAX_IMAGE_PIXELS, storeImage } from "./image-processor.js";
export { scheduleImageSweep } from "./image-sweep-job.js";
export {
  fieldsObject,
  type MultipartForm,
  type MultipartLimits,
  readMultipartForm,
  removeSpooled,
} from "./multipart-form.js";
export { storeImages } from "./store-images.js";

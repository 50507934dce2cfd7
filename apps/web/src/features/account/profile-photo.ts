/** The largest upload the server takes for one file. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** Why a chosen file cannot be the profile picture, or null when it can (docs/shop-rules.md#my-account: image files only). */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return "Please choose an image file";
  if (file.size > PHOTO_MAX_BYTES) return "Please choose an image smaller than 8 MB";
  return null;
}

import { MAX_IMAGE_BYTES, UPLOAD_LONGEST_SIDE } from "@pallu/domain";

/** The size a picture is drawn at so that its longest side is at most `longest`; never enlarged. */
export function fitWithin(width: number, height: number, longest = UPLOAD_LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type ResizedImage = { file: File } | { problem: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What is wrong with a picture that is still too large to upload, in the seller's words. */
export function tooLargeMessage(bytes: number): string | undefined {
  if (bytes <= MAX_IMAGE_BYTES) return undefined;
  return `This photo is ${megabytes(bytes)} even after resizing; the shop takes up to ${megabytes(MAX_IMAGE_BYTES)}. Please choose a smaller one.`;
}

/**
 * A phone photo (often 8–12 MB) drawn down in the browser before it travels over mobile data:
 * the longest side to 2000 px, saved as JPEG at 85 %. A picture already small enough, or one the
 * browser cannot draw, is sent as it is and the server decides.
 */
export async function resizeForUpload(file: File): Promise<ResizedImage> {
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    const problem = tooLargeMessage(file.size);
    return problem ? { problem } : { file };
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  if (width === bitmap.width && file.size <= MAX_IMAGE_BYTES / 4) {
    bitmap.close();
    return { file };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
  if (!blob) {
    const problem = tooLargeMessage(file.size);
    return problem ? { problem } : { file };
  }
  const problem = tooLargeMessage(blob.size);
  if (problem) return { problem };
  const name = file.name.replace(/\.[^.]*$/, "") + ".jpg";
  return { file: new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified }) };
}

import sharp from "sharp";
import type { App } from "../../app.js";

/** Test support: tiny real images and multipart bodies for app.inject (not used by the app itself). */
export async function aPng(colour = "#aa3366", size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } }).png().toBuffer();
}

export type FormValue = string | { file: Buffer; name?: string; type?: string };

export function formOf(values: Record<string, FormValue | FormValue[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string") form.append(name, item);
      else form.append(name, new Blob([new Uint8Array(item.file)], { type: item.type ?? "image/png" }), item.name ?? "image.png");
    }
  }
  return form;
}

export function sendForm(app: App, method: "POST" | "PUT", url: string, values: Record<string, FormValue | FormValue[]>, headers: Record<string, string> = {}) {
  return app.inject({ method, url: `/api/v1${url}`, payload: formOf(values), headers });
}

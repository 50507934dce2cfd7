import type { ProductDetail } from "@pallu/domain";
import sharp from "sharp";
import { expect } from "vitest";
import type { App } from "../app.js";

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

/** A product made through the admin's form, as the shop answers with it; the test fails if the shop refuses it. */
export async function createProductThroughForm(app: App, values: Record<string, FormValue | FormValue[]>, admin: Record<string, string>): Promise<ProductDetail> {
  const response = await sendForm(app, "POST", "/products/createProduct", values, admin);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { product: ProductDetail }).product;
}

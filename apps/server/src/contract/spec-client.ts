import { startTestShop, type TestShop } from "../test/test-app.js";
import { aSignedInUser } from "../test/user-builders.js";

/**
 * A client of the shop's API written from the spec alone, as a browser app or a mobile app would
 * be: `fetch` over a real socket, with the encodings such clients send (JSON, urlencoded forms,
 * multipart forms, empty bodies and no body). It knows nothing of the server's own schemas.
 */

export type Answer = { status: number; body: Record<string, unknown> };

type Fields = Record<string, string | number | boolean | (string | number)[] | undefined>;

export type Encoding = "json" | "form" | "multipart";

export class SpecClient {
  constructor(
    private readonly base: string,
    private token?: string,
  ) {}

  /** The same client signed in as someone else (the spec keeps one session token per client). */
  as(token: string | undefined): SpecClient {
    return new SpecClient(this.base, token);
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...extra };
  }

  private async send(method: string, path: string, init: { body?: RequestInit["body"]; headers?: Record<string, string> } = {}): Promise<Answer> {
    const response = await fetch(`${this.base}/api/v1${path}`, { method, headers: this.headers(init.headers), body: init.body });
    const text = await response.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: response.status, body };
  }

  get(path: string, query: Fields = {}): Promise<Answer> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
    const text = search.toString();
    return this.send("GET", text ? `${path}?${text}` : path);
  }

  /** A JSON body: `fetch(url, { body: JSON.stringify(data), headers: { "content-type": "application/json" } })`. */
  json(method: string, path: string, data?: unknown): Promise<Answer> {
    if (data === undefined) return this.send(method, path);
    return this.send(method, path, { body: JSON.stringify(data), headers: { "content-type": "application/json" } });
  }

  /** An urlencoded form, as `new URLSearchParams(data)` posts it; arrays repeat their name. */
  form(method: string, path: string, data: Fields = {}): Promise<Answer> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(data)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) body.append(name, String(item));
      else body.append(name, String(value));
    }
    return this.send(method, path, { body });
  }

  /** A multipart form, as `FormData` posts it; files are appended by the caller. */
  multipart(method: string, path: string, data: FormData): Promise<Answer> {
    return this.send(method, path, { body: data });
  }

  /** The same fields in one of the three encodings a spec client may use. */
  encoded(encoding: Encoding, method: string, path: string, data: Fields): Promise<Answer> {
    if (encoding === "json") return this.json(method, path, data);
    if (encoding === "form") return this.form(method, path, data);
    const body = new FormData();
    for (const [name, value] of Object.entries(data)) if (value !== undefined) body.append(name, String(value));
    return this.multipart(method, path, body);
  }

  /** A body of any type, exactly as given. */
  raw(method: string, path: string, body: RequestInit["body"], contentType: string): Promise<Answer> {
    return this.send(method, path, { body, headers: { "content-type": contentType } });
  }

  /** A call with no data, as each kind of client sends it. */
  bare(method: string, path: string, kind: BareKind): Promise<Answer> {
    switch (kind) {
      case "no body":
        return this.send(method, path);
      case "empty form":
        return this.send(method, path, { body: "", headers: { "content-type": "application/x-www-form-urlencoded" } });
      case "empty JSON":
        return this.send(method, path, { body: "", headers: { "content-type": "application/json" } });
      case "{}":
        return this.json(method, path, {});
      case "null":
        return this.send(method, path, { body: "null", headers: { "content-type": "application/json" } });
      case "empty text":
        return this.send(method, path, { body: "", headers: { "content-type": "text/plain;charset=UTF-8" } });
      case "empty multipart":
        return this.send(method, path, { body: new FormData() });
    }
  }
}

export const BARE_KINDS = ["no body", "empty form", "empty JSON", "{}", "null", "empty text", "empty multipart"] as const;
export type BareKind = (typeof BARE_KINDS)[number];

/** The shop on a loopback port, as a client reaches it: as a guest, and signed in as its admin. */
export async function startListeningShop(): Promise<{ shop: TestShop; guest: SpecClient; admin: SpecClient }> {
  const shop = await startTestShop();
  const guest = new SpecClient(await shop.app.listen({ host: "127.0.0.1", port: 0 }));
  const admin = guest.as((await aSignedInUser(shop.deps.db, { userType: "Admin" })).token);
  return { shop, guest, admin };
}

/** A small real JPEG, as a phone's photo would arrive. */
export async function aPhoto(name = "photo.jpg"): Promise<File> {
  const { default: sharp } = await import("sharp");
  const data = await sharp({ create: { width: 64, height: 80, channels: 3, background: { r: 128, g: 0, b: 32 } } }).jpeg().toBuffer();
  return new File([new Uint8Array(data)], name, { type: "image/jpeg" });
}

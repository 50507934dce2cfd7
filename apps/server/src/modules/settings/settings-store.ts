import { ShopSettingsFieldsSchema, type ShopSettings, type ShopSettingsUpdate } from "@pallu/domain";
import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Config } from "../../config.js";
import { settingsChanges, siteContent } from "../../db/schema/index.js";
import { lockForTransaction } from "../../db/transaction-lock.js";
import { recordAudit } from "../audit/index.js";

const SETTINGS_KEY = "shop_settings";
/** A safety net only: changes clear the cache at once, here and (through the cache bus) on every instance. */
const CACHE_MS = 30_000;

/** How shoppers reach the shop until the seller gives their own: in these settings and in the site's footer. */
export const DEFAULT_CONTACT = { email: "care@pallu.example", phone: "+91 98765 43210" } as const;

/** The settings before the seller has saved any: the environment's values, as on the first start. */
export function defaultSettings(config: Config): ShopSettings {
  return {
    legalName: config.seller.name,
    address: config.seller.address,
    state: config.seller.state,
    gstin: config.seller.gstin,
    email: DEFAULT_CONTACT.email,
    phone: DEFAULT_CONTACT.phone,
    codLimitRupees: Math.floor(config.checkout.codLimitPaise / 100),
    codFeeRupees: 0,
    codConfirmation: true,
    codConfirmHours: 24,
    codRtoBlockAfter: 2,
    maxOpenCodOrders: config.checkout.maxOpenCodOrders,
    paymentLinkHours: 24,
    returnWindowDays: config.checkout.returnWindowDays,
    discountedExchangeOnly: true,
    lowStockThreshold: 2,
    recoveryDelayMinutes: 60,
    recoveryCodeInSecondReminder: false,
    recoveryCodePercent: 10,
    supportRefundLimitRupees: 2_000,
    supportDiscountLimitRupees: 500,
    alerts: { newOrder: true, returnRequest: true, failedPayment: true, lowStock: true },
    exportTaxMode: "lut",
    lutReference: "",
    lutDate: "",
    aboutText: "",
    refundText: "",
    privacyText: "",
    shopName: config.seller.name,
    shortName: shortNameOf(config.seller.name),
    tagline: "Handwoven sarees and Indian clothing",
    brandColour: "#6b0f1a",
    logoUrl: "",
    iconUrl: "",
    whatsapp: "",
    instagramUrl: "",
    facebookUrl: "",
    youtubeUrl: "",
  };
}

/** A name short enough for a phone's home screen: its first word, or its first 12 letters. */
export function shortNameOf(name: string): string {
  const [first = name] = name.trim().split(/\s+/);
  return (first.length >= 2 ? first : name.trim()).slice(0, 12);
}

/** Stored settings over the defaults, so a field added later starts at its default. */
function withDefaults(stored: unknown, defaults: ShopSettings): ShopSettings {
  const value = (stored && typeof stored === "object" ? stored : {}) as Partial<ShopSettings>;
  const merged = { ...defaults, ...value, alerts: { ...defaults.alerts, ...value.alerts } };
  const parsed = ShopSettingsFieldsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}

export type SettingsActor = { id: string; name: string };
export type SettingsDeps = Pick<AppDeps, "db" | "config" | "cacheBus" | "now">;

type Store = {
  get(): Promise<ShopSettings>;
  forget(): void;
};

const stores = new WeakMap<object, Store>();

function storeOf(deps: SettingsDeps): Store {
  const known = stores.get(deps.db);
  if (known) return known;
  let cached: { value: Promise<ShopSettings>; until: number } | undefined;
  const store: Store = {
    get() {
      const now = Date.now();
      if (!cached || cached.until <= now) {
        const value = deps.db
          .select({ value: siteContent.value })
          .from(siteContent)
          .where(eq(siteContent.key, SETTINGS_KEY))
          .then(([row]) => withDefaults(row?.value, defaultSettings(deps.config)));
        cached = { value, until: now + CACHE_MS };
        value.catch(() => (cached = undefined));
      }
      return cached.value;
    },
    forget() {
      cached = undefined;
    },
  };
  deps.cacheBus.onInvalidation((scope) => {
    if (scope === "settings") store.forget();
  });
  stores.set(deps.db, store);
  return store;
}

/** The shop settings every rule reads (checkout, returns, invoices, policy pages), from a small cache. */
export function shopSettings(deps: SettingsDeps): Promise<ShopSettings> {
  return storeOf(deps).get();
}

/**
 * Saves the settings and records what changed, by whom and when, in one transaction; then every
 * instance forgets its cached copy. Saving the same values again records nothing.
 */
export function saveShopSettings(deps: SettingsDeps, actor: SettingsActor, update: ShopSettingsUpdate): Promise<ShopSettings> {
  const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  return changeShopSettings(deps, actor, (before) => ({ ...before, ...given }));
}

/** Sets the logo or the icon (a stored image's URL, or empty to go back to none), audited like any setting. */
export function saveBrandImage(
  deps: SettingsDeps,
  actor: SettingsActor,
  image: "logoUrl" | "iconUrl",
  url: string,
): Promise<ShopSettings> {
  return changeShopSettings(deps, actor, (before) => ({ ...before, [image]: url }));
}

async function changeShopSettings(
  deps: SettingsDeps,
  actor: SettingsActor,
  change: (before: ShopSettings) => ShopSettings,
): Promise<ShopSettings> {
  const changed = await deps.db.transaction(async (tx) => {
    // One writer at a time, so each audited "from" is the value the change really replaced.
    await lockForTransaction(tx, SETTINGS_KEY);
    const [row] = await tx
      .select({ value: siteContent.value })
      .from(siteContent)
      .where(eq(siteContent.key, SETTINGS_KEY));
    const before = withDefaults(row?.value, defaultSettings(deps.config));
    const next = change(before);
    const fields = diff(before, next);
    if (fields.length === 0) return false;
    const now = deps.now();
    await tx
      .insert(siteContent)
      .values({ key: SETTINGS_KEY, value: next, updatedAt: now })
      .onConflictDoUpdate({ target: siteContent.key, set: { value: next, updatedAt: now } });
    await tx.insert(settingsChanges).values({ changedBy: actor.id, changedByName: actor.name, fields, changedAt: now });
    const was = Object.fromEntries(fields.map((field) => [field.field, field.from]));
    const is = Object.fromEntries(fields.map((field) => [field.field, field.to]));
    await recordAudit(tx, { action: "settings.changed", object: { kind: "setting", id: SETTINGS_KEY }, before: was, after: is }, now);
    return true;
  });
  if (changed) {
    storeOf(deps).forget();
    await deps.cacheBus.publishInvalidation("settings");
  }
  return shopSettings(deps);
}

function diff(before: ShopSettings, after: ShopSettings): { field: string; from: unknown; to: unknown }[] {
  const fields: { field: string; from: unknown; to: unknown }[] = [];
  for (const key of Object.keys(after) as (keyof ShopSettings)[]) {
    if (key === "alerts") {
      for (const alert of Object.keys(after.alerts) as (keyof ShopSettings["alerts"])[]) {
        if (before.alerts[alert] !== after.alerts[alert])
          fields.push({ field: `alerts.${alert}`, from: before.alerts[alert], to: after.alerts[alert] });
      }
    } else if (before[key] !== after[key]) {
      fields.push({ field: key, from: before[key], to: after[key] });
    }
  }
  return fields;
}

/** The latest changes, newest first. */
export async function settingsHistory(deps: SettingsDeps, limit = 20) {
  const rows = await deps.db.select().from(settingsChanges).orderBy(desc(settingsChanges.changedAt)).limit(limit);
  return rows.map((row) => ({
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedByName,
    fields: row.fields,
  }));
}

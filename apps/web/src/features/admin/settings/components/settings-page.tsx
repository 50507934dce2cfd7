import { INDIA_STATES, indiaMomentText, isDemoSeller, ShopSettingsSchema, type SettingsChange, type ShopSettings } from "@pallu/domain";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { bindFields, focusFirstInvalid } from "@/lib/field-errors";
import { SelectField, TextAreaField, TextField, Toggle } from "../../shared/components/fields";
import { AdminPageHeader, AdminPanel } from "../../shared/components/page-header";
import { Spinner } from "../../shared/components/states";
import { toastResult } from "../../shared/progress-toast";
import { useGetShopSettingsQuery, useUpdateShopSettingsMutation } from "../api/admin-settings-api";
import { BrandColourField } from "./brand-colour-field";
import { BrandImageField } from "./brand-image-field";
import { SellingAbroadPanel } from "./selling-abroad-panel";

type Errors = Partial<Record<string, string>>;

const SETTINGS_FORM = "shop-settings";
const NUMBER_FIELDS = [
  "codLimitRupees",
  "codFeeRupees",
  "codConfirmHours",
  "codRtoBlockAfter",
  "maxOpenCodOrders",
  "paymentLinkHours",
  "returnWindowDays",
  "lowStockThreshold",
  "recoveryDelayMinutes",
  "recoveryCodePercent",
  "supportRefundLimitRupees",
  "supportDiscountLimitRupees",
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type TextKey = Exclude<keyof ShopSettings, NumberField | "alerts" | ToggleKey>;
type ToggleKey = "discountedExchangeOnly" | "recoveryCodeInSecondReminder" | "codConfirmation";

const EXPORT_TAX_MODES = [
  { value: "lut", label: "Under an LUT (no IGST charged)" },
  { value: "igst", label: "With IGST paid (claimed back as a refund)" },
];

const ALERTS: { key: keyof ShopSettings["alerts"]; label: string; description: string }[] = [
  { key: "newOrder", label: "New order", description: "An order is placed or paid." },
  { key: "returnRequest", label: "Return request", description: "A shopper asks to return an order." },
  { key: "failedPayment", label: "Failed payment", description: "An online payment fails." },
  { key: "lowStock", label: "Low stock", description: "A size falls to the low-stock threshold." },
];

/** The form keeps numbers as typed, so a half-typed value is not turned into 0. */
type Draft = Omit<ShopSettings, NumberField> & Record<NumberField, string>;

const toDraft = (settings: ShopSettings): Draft => ({
  ...settings,
  codLimitRupees: String(settings.codLimitRupees),
  codFeeRupees: String(settings.codFeeRupees),
  codConfirmHours: String(settings.codConfirmHours),
  codRtoBlockAfter: String(settings.codRtoBlockAfter),
  maxOpenCodOrders: String(settings.maxOpenCodOrders),
  paymentLinkHours: String(settings.paymentLinkHours),
  returnWindowDays: String(settings.returnWindowDays),
  lowStockThreshold: String(settings.lowStockThreshold),
  recoveryDelayMinutes: String(settings.recoveryDelayMinutes),
  recoveryCodePercent: String(settings.recoveryCodePercent),
  supportRefundLimitRupees: String(settings.supportRefundLimitRupees),
  supportDiscountLimitRupees: String(settings.supportDiscountLimitRupees),
});

const asNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

function Section({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <AdminPanel title={title} description={description}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
    </AdminPanel>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [save, saving] = useUpdateShopSettingsMutation();
  const field = bindFields(draft, errors, (key, value) =>
    setDraft({
      ...draft,
      [key]: (NUMBER_FIELDS as readonly string[]).includes(key) ? value.replace(/[^\d]/g, "") : value,
    }),
  );
  const text = (key: TextKey) => field(key);
  const number = (key: NumberField) => ({ ...field(key), inputMode: "numeric" as const });
  const toggle = (key: ToggleKey) => ({
    checked: draft[key],
    onChange: (checked: boolean) => setDraft({ ...draft, [key]: checked }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ShopSettingsSchema.safeParse({
      ...draft,
      codLimitRupees: asNumber(draft.codLimitRupees),
      codFeeRupees: asNumber(draft.codFeeRupees),
      codConfirmHours: asNumber(draft.codConfirmHours),
      codRtoBlockAfter: asNumber(draft.codRtoBlockAfter),
      maxOpenCodOrders: asNumber(draft.maxOpenCodOrders),
      paymentLinkHours: asNumber(draft.paymentLinkHours),
      returnWindowDays: asNumber(draft.returnWindowDays),
      lowStockThreshold: asNumber(draft.lowStockThreshold),
      recoveryDelayMinutes: asNumber(draft.recoveryDelayMinutes),
      recoveryCodePercent: asNumber(draft.recoveryCodePercent),
      supportRefundLimitRupees: asNumber(draft.supportRefundLimitRupees),
      supportDiscountLimitRupees: asNumber(draft.supportDiscountLimitRupees),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      focusFirstInvalid(document);
      return;
    }
    setErrors({});
    const saved = await toastResult(save(parsed.data));
    if (saved) setDraft(toDraft(saved.settings));
  };

  return (
    <form id={SETTINGS_FORM} onSubmit={submit} noValidate className="space-y-5">
      <Section
        title="Your brand"
        description="How shoppers know the shop: the header, every page title, shared links, mails, SMS and WhatsApp messages, and invoices."
      >
        <TextField label="Shop name" maxLength={60} autoComplete="organization" {...text("shopName")} />
        <TextField
          label="Short name"
          maxLength={12}
          hint="Up to 12 letters, for a phone's home screen."
          {...text("shortName")}
        />
        <TextField label="Tagline" maxLength={80} hint="Beside the name in the home page's title and in mails." {...text("tagline")} />
        <BrandColourField {...text("brandColour")} onColour={(colour) => setDraft({ ...draft, brandColour: colour })} />
        <BrandImageField
          kind="logo"
          label="Logo"
          url={settings.logoUrl}
          shopName={draft.shopName}
          hint="SVG or PNG, up to 2 MB; a wide logo on a clear background looks best. Saved as soon as you choose it."
        />
        <BrandImageField
          kind="icon"
          label="Icon"
          url={settings.iconUrl}
          shopName={draft.shopName}
          hint="A square SVG or PNG, at least 512 × 512: browser tabs and phone home screens."
        />
        <TextField label="Instagram" type="url" placeholder="https://www.instagram.com/…" {...text("instagramUrl")} />
        <TextField label="Facebook" type="url" placeholder="https://www.facebook.com/…" {...text("facebookUrl")} />
        <TextField label="YouTube" type="url" placeholder="https://www.youtube.com/@…" {...text("youtubeUrl")} />
      </Section>

      <Section
        title="Legal identity"
        description="Printed on every tax invoice and credit note, and on the About page."
      >
        <TextField label="Legal name" maxLength={120} autoComplete="organization" {...text("legalName")} />
        <TextField
          label="GSTIN"
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
          hint={
            isDemoSeller(draft)
              ? "This is the demo GSTIN: the live shop prints no invoice until you enter the shop's own."
              : "15 characters; the first two are the state's GST code."
          }
          {...text("gstin")}
          value={draft.gstin.toUpperCase()}
        />
        <TextAreaField
          label="Registered address"
          maxLength={300}
          rows={2}
          className="md:col-span-2"
          {...text("address")}
        />
        <SelectField label="State" {...text("state")} options={INDIA_STATES} />
      </Section>

      <Section
        title="Exports"
        description="How an order shipped abroad is invoiced: zero-rated under your Letter of Undertaking, or with IGST paid and claimed back. Without an LUT reference, exports pay IGST."
      >
        <SelectField label="Export invoices" options={EXPORT_TAX_MODES} {...text("exportTaxMode")} />
        <TextField
          label="LUT reference"
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
          hint="The acknowledgement (ARN) the GST portal gave your LUT."
          {...text("lutReference")}
        />
        <TextField label="LUT date" type="date" hint="The day the LUT was accepted." {...text("lutDate")} />
      </Section>

      <Section
        title="Contact"
        description="Shown in the footer, on Contact Us and the policy pages, and in mails; the shop's alerts are sent here. The address is the registered address above."
      >
        <TextField label="Email" type="email" autoComplete="email" {...text("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" maxLength={20} {...text("phone")} />
        <TextField
          label="WhatsApp number"
          type="tel"
          maxLength={20}
          hint="Shoppers can message you here; leave it empty if you take no WhatsApp chats."
          {...text("whatsapp")}
        />
      </Section>

      <Section
        title="Checkout and returns"
        description="The rules checkout and returns apply; the Refund page states them."
      >
        <TextField
          label="COD limit (₹)"
          hint="Orders above this must be paid online. 0 turns cash on delivery off."
          {...number("codLimitRupees")}
        />
        <TextField
          label="COD fee (₹)"
          hint="Added to cash-on-delivery orders and invoiced as its own line (GST 18 %). 0 charges none."
          {...number("codFeeRupees")}
        />
        <Toggle
          label="Shopper confirms COD orders"
          description="A cash-on-delivery order waits for the shopper's one-tap confirmation (sent by mail and SMS) before it ships."
          {...toggle("codConfirmation")}
        />
        <TextField
          label="Confirm within (hours)"
          hint="An unconfirmed cash-on-delivery order is cancelled after this long and its stock released."
          {...number("codConfirmHours")}
        />
        <TextField
          label="Returned parcels before COD stops"
          hint="After one parcel comes back to you, a phone number's COD limit is halved; after this many, it gets no COD."
          {...number("codRtoBlockAfter")}
        />
        <TextField
          label="Open COD orders per shopper"
          hint="How many unpaid cash-on-delivery orders a shopper may have on the way."
          {...number("maxOpenCodOrders")}
        />
        <TextField
          label="Payment links last (hours)"
          hint="A payment link you send from New order holds its pieces for the customer this long, then lapses and puts them back on sale."
          {...number("paymentLinkHours")}
        />
        <TextField
          label="Return window (days)"
          hint="Counted from delivery. 0 means delivered items cannot be returned."
          {...number("returnWindowDays")}
        />
        <TextField
          label="Low-stock threshold"
          hint="You are told when a size falls to this many pieces."
          {...number("lowStockThreshold")}
        />
        <Toggle
          label="Discounted pieces: exchange only"
          description="A shopper returning a discounted piece can ask only for another size, not a refund."
          {...toggle("discountedExchangeOnly")}
        />
      </Section>

      <Section
        title="Cart reminders"
        description="A signed-in shopper who leaves the booking page without ordering is reminded by mail and SMS, never between 9 pm and 9 am."
      >
        <TextField
          label="First reminder after (minutes)"
          hint="The second follows a day after the visit. From 1 minute (to try it out) to a day."
          {...number("recoveryDelayMinutes")}
        />
        <Toggle
          label="Code in the second reminder"
          description="The second reminder carries a discount code made for that shopper, usable once within a week."
          {...toggle("recoveryCodeInSecondReminder")}
        />
        <TextField
          label="Reminder code discount (%)"
          hint="From 1 to 50 percent off the cart."
          {...number("recoveryCodePercent")}
        />
      </Section>

      <Section
        title="Support's limits"
        description="Staff with the Support role may refund and discount up to these amounts; above them, an owner or a manager does it."
      >
        <TextField label="Largest refund (₹)" hint="A return settled or a refund marked paid, per order." {...number("supportRefundLimitRupees")} />
        <TextField label="Largest discount (₹)" hint="Off a counter order." {...number("supportDiscountLimitRupees")} />
      </Section>

      <AdminPanel
        title="Alerts"
        description="Mail to the contact email and an SMS to the contact phone, for each event switched on."
      >
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {ALERTS.map((alert) => (
            <Toggle
              key={alert.key}
              label={alert.label}
              description={alert.description}
              checked={draft.alerts[alert.key]}
              onChange={(checked) => setDraft({ ...draft, alerts: { ...draft.alerts, [alert.key]: checked } })}
            />
          ))}
        </div>
      </AdminPanel>

      <AdminPanel
        title="Policy pages"
        description="Your own words for the About, Refund and Privacy pages. Leave blank to keep the shop's standard text. The return window, COD limit and your legal details are added from the settings above."
      >
        <div className="grid grid-cols-1 gap-4">
          <TextAreaField label="About" rows={5} maxLength={4000} {...text("aboutText")} />
          <TextAreaField
            label="Refund"
            rows={5}
            maxLength={4000}
            hint="Do not repeat the number of days: the page states the return window itself."
            {...text("refundText")}
          />
          <TextAreaField label="Privacy" rows={5} maxLength={8000} {...text("privacyText")} />
        </div>
      </AdminPanel>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mr-auto text-[13px] font-semibold text-saffron-deep">
            Please correct the fields marked above.
          </p>
        )}
        <Button type="submit" disabled={saving.isLoading}>
          {saving.isLoading ? "Saving…" : "Save settings"}
        </Button>
      </div>
    </form>
  );
}

const FIELD_NAMES: Record<string, string> = {
  legalName: "Legal name",
  address: "Address",
  state: "State",
  gstin: "GSTIN",
  email: "Email",
  phone: "Phone",
  codLimitRupees: "COD limit",
  codFeeRupees: "COD fee",
  codConfirmation: "Shopper confirms COD orders",
  codConfirmHours: "COD confirm within",
  codRtoBlockAfter: "Returned parcels before COD stops",
  maxOpenCodOrders: "Open COD orders",
  paymentLinkHours: "Payment links last",
  returnWindowDays: "Return window",
  lowStockThreshold: "Low-stock threshold",
  recoveryDelayMinutes: "Cart reminder after",
  recoveryCodeInSecondReminder: "Code in the second reminder",
  recoveryCodePercent: "Reminder code discount",
  supportRefundLimitRupees: "Support's refund limit",
  supportDiscountLimitRupees: "Support's discount limit",
  discountedExchangeOnly: "Discounted pieces exchange only",
  aboutText: "About text",
  refundText: "Refund text",
  privacyText: "Privacy text",
  shopName: "Shop name",
  shortName: "Short name",
  tagline: "Tagline",
  brandColour: "Brand colour",
  logoUrl: "Logo",
  iconUrl: "Icon",
  whatsapp: "WhatsApp number",
  instagramUrl: "Instagram",
  facebookUrl: "Facebook",
  youtubeUrl: "YouTube",
  exportTaxMode: "Export invoices",
  lutReference: "LUT reference",
  lutDate: "LUT date",
};

const fieldName = (field: string) => FIELD_NAMES[field] ?? `${field.replace("alerts.", "")} alert`;
const shown = (value: unknown) => {
  const text = typeof value === "boolean" ? (value ? "on" : "off") : String(value ?? "");
  return text.length > 40 ? `${text.slice(0, 40)}…` : text || "(blank)";
};

function ChangeLog({ changes }: { changes: SettingsChange[] }) {
  if (changes.length === 0)
    return <p className="text-[14px] text-ink-muted">No changes yet: the shop runs on its first-start values.</p>;
  return (
    <ol className="space-y-3">
      {changes.map((change) => (
        <li
          key={`${change.changedAt}-${change.changedBy}`}
          className="rounded-xl border border-sand bg-white px-4 py-3 text-[13px]"
        >
          <p className="font-semibold text-ink">
            {change.changedBy} ·{" "}
            <time dateTime={change.changedAt}>
              {indiaMomentText(change.changedAt)}
            </time>
          </p>
          <ul className="mt-1 space-y-0.5 text-ink-muted">
            {change.fields.map((field) => (
              <li key={field.field} className="break-words">
                {fieldName(field.field)}: {shown(field.from)} → {shown(field.to)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** /admin/settings: the shop's legal identity, contact, checkout and return rules, alerts, policy text and selling abroad. */
export function SettingsPage() {
  const { data, isLoading } = useGetShopSettingsQuery();
  return (
    <>
      <AdminPageHeader
        title="Settings"
        intro="What the shop is legally, and the rules it applies. Every change is recorded."
        actions={
          data && (
            <Button type="submit" form={SETTINGS_FORM} variant="outline">
              Save settings
            </Button>
          )
        }
      />
      {isLoading || !data ? (
        <Spinner />
      ) : (
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
          <div className="space-y-5">
            <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} />
            <SellingAbroadPanel />
          </div>
          <AdminPanel title="Recent changes" description="Who changed what, and when.">
            <ChangeLog changes={data.changes} />
          </AdminPanel>
        </div>
      )}
    </>
  );
}

/**
 * Every SMS the shop sends, exactly as the seller registers it on a DLT portal (India's TRAI rules):
 * `{name}` marks a variable, registered as `{#var#}`; `{shop}` is fixed text, the shop's own address
 * (PUBLIC_URL) written out, so the only link a message carries is on the shop's whitelisted domain.
 * `{brand}` is a variable too, filled with the shop's name from Settings whenever a message is sent,
 * so renaming the shop changes no registered text.
 * docs/operations.md lists the same texts for registration; a message that does not match its
 * template after filling is refused before it leaves.
 */
export const SMS_TEMPLATES = {
  otp: "{code} is your {brand} OTP to {purpose}. It is valid for 10 minutes. Do not share it with anyone.",
  accountExists:
    "Someone tried to sign up at {brand} with this number, which already has an account. Log in or reset your password at {shop}/login",
  verifyAccount: "Verify your {brand} account: {shop}/l/{link} (valid for 24 hours)",
  resetPassword: "Reset your {brand} password: {shop}/l/{link} (valid for 30 minutes)",
  staffInvite: "You are invited to join the staff of {brand}. Set your password: {shop}/l/{link} (valid for 72 hours)",
  orderPlaced: "{brand}: Thank you! We have your order {orderNumber} for {amount}. Details: {shop}/l/{link}",
  codConfirmation: "{brand}: Dear {name}, please confirm your cash on delivery order {orderNumber}: {shop}/l/{link}",
  shipped: "{brand}: Your order {orderNumber} has shipped. Track it: {shop}/l/{link}",
  outForDelivery: "{brand}: Your order {orderNumber} is out for delivery today. Please keep your phone reachable. {shop}/l/{link}",
  deliveryFailed: "{brand}: The courier could not deliver your order {orderNumber} ({reason}) and will try again. {shop}/l/{link}",
  delivered: "{brand}: Your order {orderNumber} has been delivered. We hope you love it. {shop}/l/{link}",
  cancelled: "{brand}: Your order {orderNumber} has been cancelled. {shop}/l/{link}",
  refunded: "{brand}: We have refunded {amount} for {orderNumber}. Banks take 5-7 working days to show it. {shop}/l/{link}",
  returnRequested: "{brand}: We have your return request {orderNumber}. We will arrange a pickup and keep you posted. {shop}/l/{link}",
  pickupScheduled:
    "{brand}: A courier will pick up your return {orderNumber}. Please keep the pieces packed with their tags. {shop}/l/{link}",
  returnReceived:
    "{brand}: We have received your return {orderNumber} and will check the pieces within two working days. {shop}/l/{link}",
  returnChecked: "{brand}: We have checked your return {orderNumber}. Refund due: {amount}. {shop}/l/{link}",
  exchangeShipping: "{brand}: We have received your return {orderNumber}; your replacement will ship shortly. {shop}/l/{link}",
  storeCredited: "{brand}: We have added {amount} of store credit to your account for return {orderNumber}. {shop}/l/{link}",
  paymentRefunded:
    "{brand}: Your items sold out before your payment reached us. We have refunded {amount} in full; banks take 5-7 working days to show it.",
  paymentLink: "{brand}: Dear {name}, your order of {amount} is ready. Pay here, no account needed: {shop}/l/{link}",
  backInStock: "{brand}: {product} is back in stock (size {size}). {shop}/l/{link}",
  checkoutReminder: "{brand}: Your saree is still in your cart. {shop}/l/{link}",
  checkoutReminderOffer:
    "{brand}: Still thinking it over? Code {code}: {percent}% off, once, for a week. {shop}/l/{link}",
  sellerNewOrder: "{brand}: New order {orderNumber} for {amount}. {shop}/l/{link}",
  sellerReturnRequest: "{brand}: Return requested for {orderNumber} ({amount}). {shop}/l/{link}",
  sellerFailedPayment: "{brand}: An online payment of {amount} failed. {shop}/l/{link}",
  sellerLowStock: "{brand}: Low stock: {product} has {left} left. {shop}/l/{link}",
} as const;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;
export const SMS_TEMPLATE_NAMES = Object.keys(SMS_TEMPLATES) as SmsTemplateName[];

/** DLT allows at most 30 characters in one variable. */
export const DLT_VARIABLE_MAX = 30;

type VariablesOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name extends "shop" | "brand"
    ? VariablesOf<Rest>
    : Name | VariablesOf<Rest>
  : never;
export type SmsValues<Name extends SmsTemplateName> = Record<VariablesOf<(typeof SMS_TEMPLATES)[Name]>, string>;
/** One message to fill: a template's name with exactly that template's values. */
export type SmsNotice = { [Name in SmsTemplateName]: { template: Name; values: SmsValues<Name> } }[SmsTemplateName];

const VARIABLE = /\{(\w+)\}/g;

/** The text as it is registered on the DLT portal: the shop's address written out, `{#var#}` for each variable. */
export function dltText(name: SmsTemplateName, shopUrl: string): string {
  return SMS_TEMPLATES[name].replace(VARIABLE, (_match, variable: string) => (variable === "shop" ? shopUrl : "{#var#}"));
}

const PLAIN_SPELLINGS: Record<string, string> = { "₹": "Rs.", "…": "...", "–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"' };

/**
 * A value spelled in the SMS alphabet (GSM-7): one Unicode character makes every part of the
 * message hold 70 characters instead of 160, and cost as much.
 */
export const plainSpelling = (value: string) => value.replace(/[₹…–—‘’“”]/g, (character) => PLAIN_SPELLINGS[character] ?? character);

/**
 * Fills a template with its values and the shop's name; a value is never trimmed here, so one too
 * long is caught by the check. The name is fitted to one variable like any name.
 */
export function fillSms({ template, values }: SmsNotice, shopUrl: string, shopName: string): string {
  const given: Record<string, string> = { ...values, brand: fitVariable(shopName) };
  return SMS_TEMPLATES[template].replace(VARIABLE, (_match, variable: string) =>
    variable === "shop" ? shopUrl : plainSpelling(given[variable] ?? ""),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a text is its registered template with each variable 1–30 characters, as the operators check it. */
export function matchesTemplate(name: SmsTemplateName, text: string, shopUrl: string): boolean {
  const pattern = dltText(name, shopUrl)
    .split("{#var#}")
    .map(escapeRegExp)
    .join(`[\\s\\S]{1,${DLT_VARIABLE_MAX}}`);
  return new RegExp(`^${pattern}$`).test(text);
}

/** A name or reason cut to fit one DLT variable, marked as cut. */
export function fitVariable(value: string): string {
  const clean = plainSpelling(value.replace(/\s+/g, " ").trim());
  return clean.length <= DLT_VARIABLE_MAX ? clean : `${clean.slice(0, DLT_VARIABLE_MAX - 3).trimEnd()}...`;
}

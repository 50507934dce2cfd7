/**
 * The WhatsApp templates the seller creates in Meta's WhatsApp manager (category Utility), body
 * variables in order as {{1}}, {{2}} …, each with one "Visit website" button whose URL is the
 * shop's address followed by /l/{{1}}: the shop's short link for the order, its tracking or its
 * confirmation. The shop's name is a variable ("shop"), filled from Settings when a message is
 * queued, so renaming the shop needs no new template. docs/operations.md lists the same texts.
 */
export const WHATSAPP_TEMPLATES = {
  orderPlaced: {
    body: "Hello {{1}}, thank you for your order {{2}} of {{3}} at {{4}}. We will send you the tracking link as soon as it ships.",
    variables: ["name", "orderNumber", "amount", "shop"],
    button: "View order",
  },
  codConfirmation: {
    body: "Hello {{1}}, please confirm your cash on delivery order {{2}} of {{3}} at {{4}}, so that we can pack it.",
    variables: ["name", "orderNumber", "amount", "shop"],
    button: "Confirm order",
  },
  shipped: {
    body: "Hello {{1}}, your {{2}} order {{3}} has shipped with {{4}}. Follow it with the button below.",
    variables: ["name", "shop", "orderNumber", "courier"],
    button: "Track package",
  },
  outForDelivery: {
    body: "Hello {{1}}, your {{2}} order {{3}} is out for delivery today. Please keep your phone reachable.",
    variables: ["name", "shop", "orderNumber"],
    button: "Track package",
  },
  delivered: {
    body: "Hello {{1}}, your {{2}} order {{3}} has been delivered. We hope you love it.",
    variables: ["name", "shop", "orderNumber"],
    button: "View order",
  },
  paymentLink: {
    body: "Hello {{1}}, your order of {{2}} at {{3}} is ready. We are holding your pieces until {{4}}: pay with the button below, no account needed.",
    variables: ["name", "amount", "shop", "until"],
    button: "Pay now",
  },
  refunded: {
    body: "Hello {{1}}, we have refunded {{2}} for your {{3}} order {{4}}. Banks take 5-7 working days to show it.",
    variables: ["name", "amount", "shop", "orderNumber"],
    button: "View order",
  },
} as const;

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;
export const WHATSAPP_TEMPLATE_NAMES = Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplateName[];

type VariableOf<Name extends WhatsAppTemplateName> = (typeof WHATSAPP_TEMPLATES)[Name]["variables"][number];
export type WhatsAppValues<Name extends WhatsAppTemplateName> = Record<Exclude<VariableOf<Name>, "shop">, string>;
/** One message to send: a template's name with exactly that template's values. */
export type WhatsAppNotice = {
  [Name in WhatsAppTemplateName]: { template: Name; values: WhatsAppValues<Name> };
}[WhatsAppTemplateName];

/** Meta refuses a parameter with a new line, a tab or more than four spaces in a row. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The body's parameters in the template's order, the shop's name among them. */
export function whatsAppParameters({ template, values }: WhatsAppNotice, shopName: string): string[] {
  const given: Record<string, string> = { ...values, shop: shopName };
  return WHATSAPP_TEMPLATES[template].variables.map((variable) => oneLine(given[variable] ?? ""));
}

/** The message as the shopper reads it, for the dev outbox. */
export function whatsAppPreview(name: WhatsAppTemplateName, parameters: string[], buttonUrl: string): string {
  const template = WHATSAPP_TEMPLATES[name];
  const body = template.body.replace(/\{\{(\d+)\}\}/g, (_match, index: string) => parameters[Number(index) - 1] ?? "");
  return `${body}\n[${template.button}] ${buttonUrl}`;
}

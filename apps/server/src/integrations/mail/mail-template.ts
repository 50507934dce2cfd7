import { escapeHtml } from "./escape-html.js";

const GOLD = "#c9a227";
const CREAM = "#fbf6ec";

/** Who a mail comes from, as the seller set her shop in Settings. */
export type MailBrand = {
  name: string;
  tagline: string;
  /** The brand colour, #rrggbb: the mail's band, heading and button. */
  colour: string;
  /** The logo's full address, shown in the band instead of the name when there is one. */
  logoUrl?: string;
};

/** Whether a colour is light enough that text on it must be dark (WCAG relative luminance). */
function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.4;
}

export type MailContent = {
  heading: string;
  paragraphs: string[];
  /** A one-time code shown large. */
  code?: string;
  /** The main button; its URL is also written out in full for clients that block links. */
  action?: { label: string; url: string };
  footnote?: string;
};

/**
 * The shop's branded mail (its colour, logo or name, and tagline) and its plain-text twin, with the
 * shop's name as the sender's; every value is escaped.
 */
export function renderMail(content: MailContent, brand: MailBrand): { html: string; text: string; fromName: string } {
  return { html: renderHtml(content, brand), text: renderText(content, brand), fromName: brand.name };
}

function renderText({ heading, paragraphs, code, action, footnote }: MailContent, brand: MailBrand): string {
  return [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(code ? [code, ""] : []),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    `— ${brand.name}`,
  ].join("\n");
}

function renderHtml({ heading, paragraphs, code, action, footnote }: MailContent, brand: MailBrand): string {
  const colour = /^#[0-9a-f]{6}$/i.test(brand.colour) ? brand.colour : "#6b0f1a";
  const onBrand = isLight(colour) ? "#2a1a1a" : "#ffffff";
  const name = escapeHtml(brand.name);
  const band = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;max-width:320px;border:0">`
    : name;
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#3b2a2a">${escapeHtml(text)}</p>`;
  const codeBlock = code
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:${colour}">${escapeHtml(code)}</p>`
    : "";
  const button = action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;background:${colour};color:${onBrand};text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#6b5b5b;word-break:break-all">${escapeHtml(action.url)}</p>`
    : "";
  const note = footnote ? `<p style="margin:16px 0 0;font-size:12px;color:#6b5b5b">${escapeHtml(footnote)}</p>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:${CREAM};font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${CREAM}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-top:4px solid ${GOLD}">
<tr><td style="background:${colour};padding:20px 28px;color:${onBrand};font-size:26px;font-weight:bold;letter-spacing:1px">${band}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:20px;color:${colour}">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join("\n")}
${codeBlock}${button}${note}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${GOLD};font-size:12px;color:#6b5b5b">${name}${brand.tagline ? ` · ${escapeHtml(brand.tagline)}` : ""}</td></tr>
</table></td></tr></table>
</body></html>`;
}

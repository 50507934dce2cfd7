import { escapeHtml } from "./escape-html.js";

const MAROON = "#7a1f2b";
const GOLD = "#c9a227";
const CREAM = "#fbf6ec";

export type MailContent = {
  heading: string;
  paragraphs: string[];
  /** A one-time code shown large. */
  code?: string;
  /** The main button; its URL is also written out in full for clients that block links. */
  action?: { label: string; url: string };
  footnote?: string;
};

/** The shop's branded mail (maroon and gold) and its plain-text twin; every value is escaped. */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}

function renderText({ heading, paragraphs, code, action, footnote }: MailContent): string {
  return [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(code ? [code, ""] : []),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    "— Pallu",
  ].join("\n");
}

function renderHtml({ heading, paragraphs, code, action, footnote }: MailContent): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#3b2a2a">${escapeHtml(text)}</p>`;
  const codeBlock = code
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:${MAROON}">${escapeHtml(code)}</p>`
    : "";
  const button = action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;background:${MAROON};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#6b5b5b;word-break:break-all">${escapeHtml(action.url)}</p>`
    : "";
  const note = footnote ? `<p style="margin:16px 0 0;font-size:12px;color:#6b5b5b">${escapeHtml(footnote)}</p>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:${CREAM};font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${CREAM}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-top:4px solid ${GOLD}">
<tr><td style="background:${MAROON};padding:20px 28px;color:${GOLD};font-size:26px;font-weight:bold;letter-spacing:2px">Pallu</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:20px;color:${MAROON}">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join("\n")}
${codeBlock}${button}${note}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${GOLD};font-size:12px;color:#6b5b5b">Pallu · sarees and Indian clothing, delivered free across India</td></tr>
</table></td></tr></table>
</body></html>`;
}

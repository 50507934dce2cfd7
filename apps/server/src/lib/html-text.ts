const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bull: "•",
  middot: "·",
  times: "×",
  copy: "©",
  reg: "®",
  trade: "™",
  rupee: "₹",
};

/** Tags that end a line of text: paragraphs, headings, list items, rows and breaks. */
const BLOCK_TAGS = new Set([
  "p",
  "div",
  "br",
  "li",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "table",
  "section",
  "article",
  "blockquote",
  "pre",
  "hr",
  "dd",
  "dt",
  "dl",
  "header",
  "footer",
]);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // control characters and the unpaired halves of surrogate pairs are not text
      const usable =
        code >= 32 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) && !(code >= 127 && code < 160);
      return usable ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * Plain text of an HTML description (a Shopify product's "Body (HTML)"): no tags survive, scripts,
 * styles and comments go with their content, entities become their characters, a list item becomes
 * "• …", and paragraphs stay paragraphs (one blank line between them). The shop shows descriptions
 * as text, so nothing written here can run in a shopper's browser.
 */
export function plainTextOfHtml(html: string): string {
  const text = html
    // in HTML a line break of the source is a space; lines come from the tags
    .replace(/\s+/g, " ")
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<(script|style|template|noscript|iframe|object)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, "")
    .replace(/<\/?([a-z][a-z0-9]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>?/gi, (tagText: string, name: string) => {
      const tag = name.toLowerCase();
      const closing = tagText.startsWith("</");
      if (tag === "li") return closing ? "" : "\n• ";
      if (tag === "br") return "\n";
      if (tag === "p" || /^h[1-6]$/.test(tag)) return "\n\n";
      return BLOCK_TAGS.has(tag) ? "\n" : "";
    })
    // anything left that looks like the start of a tag is shown as the character it is
    .replace(/<(?=[a-z/!?])/gi, "‹");
  return decodeEntities(text)
    .replace(/[<>]/g, (sign) => (sign === "<" ? "‹" : "›"))
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

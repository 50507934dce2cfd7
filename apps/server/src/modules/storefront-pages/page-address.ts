/**
 * Query parameters that say where a visitor came from (an ad, a newsletter, a shared post) and
 * nothing about the page: analytics in the browser reads them, the page never does.
 */
const CAMPAIGN_PARAMETER =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|igshid|igsh|mc_cid|mc_eid|srsltid|_ga|_gl|yclid)$/i;

/**
 * The address a storefront page is rendered and kept under: the visitor's own address without its
 * campaign parameters. A link shared on WhatsApp or Instagram arrives with a different `fbclid` or
 * `utm_*` for every person who taps it; all of them are the same page, rendered once and kept.
 */
export function pageAddress(url: string): string {
  const { path, meaningful, campaign } = split(url);
  if (campaign.length === 0) return url;
  return meaningful.length ? `${path}?${new URLSearchParams(meaningful).toString()}` : path;
}

/** A page that moved (an old slug, an id) sends the visitor on with the campaign her link carried. */
export function withCampaignOf(url: string, location: string): string {
  const { campaign } = split(url);
  if (campaign.length === 0) return location;
  return `${location}${location.includes("?") ? "&" : "?"}${new URLSearchParams(campaign).toString()}`;
}

function split(url: string) {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return { path: url, meaningful: [], campaign: [] };
  const query = [...new URLSearchParams(url.slice(queryAt + 1))];
  return {
    path: url.slice(0, queryAt),
    meaningful: query.filter(([name]) => !CAMPAIGN_PARAMETER.test(name)),
    campaign: query.filter(([name]) => CAMPAIGN_PARAMETER.test(name)),
  };
}

import { isDemoSeller } from "@pallu/domain";
import type { ShopPolicies } from "../types";

/** The seller's own words from the settings, one paragraph per blank-line-separated block. */
export function SellerText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** Who runs the shop, as the invoices name it: legal name, address, GSTIN (never the demo one) and contact. */
export function SellerIdentity({ policies }: { policies: ShopPolicies }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-2xl border border-sand bg-white/70 p-5 text-[14px] sm:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="font-bold">Legal name</dt>
      <dd>{policies.legalName}</dd>
      <dt className="font-bold">Address</dt>
      <dd>{policies.address}</dd>
      {!isDemoSeller(policies) && (
        <>
          <dt className="font-bold">GSTIN</dt>
          <dd>{policies.gstin}</dd>
        </>
      )}
      <dt className="font-bold">Email</dt>
      <dd className="break-all">
        <a href={`mailto:${policies.email}`} className="font-semibold text-maroon underline underline-offset-4">
          {policies.email}
        </a>
      </dd>
      <dt className="font-bold">Phone</dt>
      <dd>{policies.phone}</dd>
    </dl>
  );
}

import { formatRupees, shareCaption, whatsAppShareUrl } from "@pallu/domain";
import { notify } from "@/lib/notify";

type Shared = { name: string; slug: string; price: number };

/** The caption of a product: its name, price and page, the page at the shop's own address. */
function captionOf(product: Shared): string {
  return shareCaption({ name: product.name, priceText: formatRupees(product.price), url: `${window.location.origin}/product/${product.slug}` });
}

async function copyCaption(product: Shared) {
  const caption = captionOf(product);
  try {
    await navigator.clipboard.writeText(caption);
    notify.success("Caption copied: paste it under your post");
  } catch {
    window.prompt("Copy this caption", caption);
  }
}

/**
 * "Share on WhatsApp" (WhatsApp opens with the product's name, price and link typed in, to send to
 * anyone) and "Copy caption for Instagram", on the product page and in the back office.
 */
export function ShareToChats({ product, compact = false }: { product: Shared; compact?: boolean }) {
  const button = compact
    ? "inline-flex min-h-10 items-center justify-center rounded-full border border-sand px-3 text-[12px] font-semibold text-maroon transition-colors hover:border-maroon"
    : "inline-flex h-11 items-center justify-center rounded-full border border-sand px-4 text-[14px] font-semibold text-maroon transition-colors hover:border-maroon";
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={button} onClick={() => window.open(whatsAppShareUrl(captionOf(product)), "_blank", "noopener")}>
        Share on WhatsApp
      </button>
      <button type="button" className={button} onClick={() => void copyCaption(product)}>
        Copy caption for Instagram
      </button>
    </div>
  );
}

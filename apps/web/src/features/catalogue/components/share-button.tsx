import { messages } from "@pallu/domain";
import { notify } from "@/lib/notify";
import { ShareIcon } from "@/components/ui/icons";

/** Share sheet where the phone has one, else copy the link, else a prompt to copy by hand (docs/shop-rules.md#product-page). */
export async function shareLink(title: string, url: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as DOMException)?.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(messages.product.copied);
  } catch {
    window.prompt("Copy this link", url);
  }
}

export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      onClick={() => void shareLink(title, window.location.href)}
      aria-label="Share this product"
      title="Share"
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-sand text-maroon transition-colors hover:border-maroon"
    >
      <ShareIcon size={20} />
    </button>
  );
}

import { productMessages } from "@pallu/domain";
import { notify } from "@/lib/notify";

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
    notify.success(productMessages.copied);
  } catch {
    window.prompt("Copy this link", url);
  }
}

import { ShareIcon } from "@/components/ui/icons";

export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      // How to share is fetched with the tap: most shoppers never share.
      onClick={() => void import("./share-link").then((m) => m.shareLink(title, window.location.href))}
      aria-label="Share this product"
      title="Share"
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-sand text-maroon transition-colors hover:border-maroon"
    >
      <ShareIcon size={20} />
    </button>
  );
}

import { BannerSchema, type Banner } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "../../shared/components/fields";
import { withFieldName } from "../../shared/field-messages";
import { toastResult } from "../../shared/progress-toast";
import { useUpdateBannerMutation } from "../api/admin-site-api";

/** The announcement line above the shop's header and where it leads. */
export function BannerForm({ banner }: { banner: Banner }) {
  const [text, setText] = useState(banner.text);
  const [link, setLink] = useState(banner.link ?? "");
  const [errors, setErrors] = useState<Partial<Record<"text" | "link", string>>>({});
  const [updateBanner, update] = useUpdateBannerMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = BannerSchema.safeParse({ text: text.trim(), ...(link.trim() ? { link: link.trim() } : {}) });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "link" ? "link" : "text";
        next[field] ??= withFieldName(field === "link" ? "Link" : "Banner text", issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await toastResult(updateBanner(parsed.data));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_16rem_auto] md:items-start"
    >
      <TextField
        label="Banner text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
        maxLength={200}
        placeholder="Free shipping across India"
      />
      <TextField
        label="Link (optional)"
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={errors.link}
        maxLength={300}
        placeholder="/search?sortBy=createdAt"
        hint="A page of the shop, starting with /"
      />
      <Button type="submit" disabled={update.isLoading} className="md:mt-6">
        Save Banner
      </Button>
    </form>
  );
}

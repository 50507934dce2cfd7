import { BannerSchema, type Banner } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { bindFields } from "@/lib/field-errors";
import { TextField } from "../../shared/components/fields";
import { withFieldName } from "../../shared/field-messages";
import { toastResult } from "../../shared/progress-toast";
import { useUpdateBannerMutation } from "../api/admin-site-api";

/** The announcement line above the shop's header and where it leads. */
export function BannerForm({ banner }: { banner: Banner }) {
  const [draft, setDraft] = useState({ text: banner.text, link: banner.link ?? "" });
  const [errors, setErrors] = useState<Partial<Record<"text" | "link", string>>>({});
  const field = bindFields(draft, errors, (key, value) => setDraft((current) => ({ ...current, [key]: value })));
  const [updateBanner, update] = useUpdateBannerMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.text.trim();
    const link = draft.link.trim();
    const parsed = BannerSchema.safeParse({ text, ...(link ? { link } : {}) });
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
      <TextField label="Banner text" {...field("text")} maxLength={200} placeholder="Free shipping across India" />
      <TextField
        label="Link (optional)"
        {...field("link")}
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

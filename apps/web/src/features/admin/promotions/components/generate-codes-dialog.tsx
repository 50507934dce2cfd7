import { GenerateCodesBodySchema, MAX_CODES_PER_REQUEST } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api-errors";
import { saveFile } from "@/lib/save-file";
import { useGeneratePromotionCodesMutation, useLazyExportPromotionCodesQuery } from "../api/promotion-codes-api";
import { AdminDialog } from "../../shared/components/admin-dialog";

/** The coupon the codes are made for. */
export type CodesPromotion = { _id: string; title: string; code: string | null };

type Errors = Partial<Record<"count" | "prefix" | "form", string>>;

function fieldOf(error: unknown): string | undefined {
  const data = typeof error === "object" && error !== null && "data" in error ? error.data : undefined;
  return typeof data === "object" && data !== null && "field" in data && typeof data.field === "string"
    ? data.field
    : undefined;
}

/**
 * Makes a batch of single-use codes for a coupon (for influencers and campaigns): how many and
 * what they start with, then a CSV of the promotion's codes to hand out. `onGenerated` lets the
 * list refresh its code counts.
 */
export function GenerateCodesDialog({
  open,
  promotion,
  onClose,
  onGenerated,
}: {
  open: boolean;
  promotion: CodesPromotion;
  onClose: () => void;
  onGenerated?: (codes: string[]) => void;
}) {
  const [count, setCount] = useState("50");
  const [prefix, setPrefix] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [made, setMade] = useState<number | null>(null);
  const [generate, generating] = useGeneratePromotionCodesMutation();
  const [exportCodes, exporting] = useLazyExportPromotionCodesQuery();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = GenerateCodesBodySchema.safeParse({ promotionId: promotion._id, count, prefix });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === "count" || field === "prefix") next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const answer = await generate(parsed.data).unwrap();
      setMade(answer.codes.length);
      onGenerated?.(answer.codes);
    } catch (failure) {
      const field = fieldOf(failure);
      setErrors({ [field === "count" || field === "prefix" ? field : "form"]: errorMessage(failure) });
    }
  };

  const download = async () => {
    try {
      const csv = await exportCodes(promotion._id).unwrap();
      saveFile(new Blob([csv], { type: "text/csv" }), `codes-${promotion.code ?? promotion._id}.csv`);
    } catch (failure) {
      setErrors({ form: errorMessage(failure) });
    }
  };

  return (
    <AdminDialog open={open} onClose={onClose} width="max-w-md" title="Generate codes">
      <p className="mt-1 text-[14.5px] text-ink-muted">
        Single-use codes with the rules of {promotion.title}
        {promotion.code ? ` (${promotion.code})` : ""}: each works once, for one shopper.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextField
          label="How many codes"
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.target.value.replace(/[^\d]/g, ""))}
          error={errors.count}
          hint={`1 to ${MAX_CODES_PER_REQUEST} at a time`}
          data-autofocus
        />
        <TextField
          label="Prefix"
          value={prefix}
          maxLength={12}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setPrefix(event.target.value)}
          error={errors.prefix}
          hint={`Up to 12 letters or digits, such as RIYA. Left empty: ${promotion.code ?? "the promotion's code"}`}
        />
        {errors.form && (
          <p role="alert" className="text-[13px] font-semibold text-maroon-soft">
            {errors.form}
          </p>
        )}
        {made !== null && (
          <p role="status" className="text-[14.5px] font-semibold text-ink">
            {made} codes created
          </p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {made !== null && (
            <Button variant="ghost" onClick={download} disabled={exporting.isFetching}>
              Download codes (CSV)
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={generating.isLoading}>
            {generating.isLoading ? "Generating…" : "Generate"}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}

import { REVIEW_MAX_LENGTH } from "@pallu/domain";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { checkReviewDraft } from "../review-rules";
import type { ReviewDraft } from "../types";
import { StarInput } from "./star-input";

/** Writing or editing one's review: half-step stars and the words, checked with the server's own rules. */
export function ReviewForm({
  initial = { stars: 0, review: "" },
  submitLabel,
  isSubmitting,
  onSubmit,
  onCancel,
}: {
  initial?: ReviewDraft;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (draft: ReviewDraft) => void;
  onCancel?: () => void;
}) {
  const [stars, setStars] = useState(initial.stars);
  const [text, setText] = useState(initial.review);
  const [errors, setErrors] = useState<{ stars?: string; review?: string }>({});
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkReviewDraft({ stars, review: text });
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSubmit(checked.draft);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div>
        <StarInput
          value={stars}
          label="Your rating"
          disabled={isSubmitting}
          invalid={Boolean(errors.stars)}
          describedBy={`${id}-stars-error`}
          onChange={(next) => {
            setStars(next);
            setErrors((current) => ({ ...current, stars: undefined }));
          }}
        />
        <FieldError id={`${id}-stars-error`}>{errors.stars}</FieldError>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="sr-only">
          Your review
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (errors.review) setErrors((current) => ({ ...current, review: undefined }));
          }}
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
          disabled={isSubmitting}
          aria-invalid={errors.review ? true : undefined}
          aria-describedby={`${id}-text-error`}
          placeholder="How does it drape? How is the weave, the colour, the feel?"
          className="w-full rounded-xl border border-sand bg-white px-3.5 py-3 text-[15px] text-ink placeholder:text-ink-muted/70 focus:border-gold focus:outline-none aria-invalid:border-maroon"
        />
        <FieldError id={`${id}-text-error`}>{errors.review}</FieldError>
      </div>
      <div className="flex flex-wrap justify-end gap-2.5">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

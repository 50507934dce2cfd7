import { messages } from "@pallu/domain";
import { useState } from "react";
import { Link } from "@/lib/link";
import { Button, ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useReviewActions } from "../hooks/use-review-actions";
import type { Review, ReviewViewer } from "../types";
import { DeleteReviewDialog } from "./delete-review-dialog";
import { ReviewForm } from "./review-form";
import { ReviewItem } from "./review-item";

/**
 * Where a shopper posts, edits or deletes their review (docs/shop-rules.md#reviews): guests are asked to log
 * in, unverified customers to verify, verified customers write — one review per product.
 */
export function ReviewComposer({
  productId,
  viewer,
  myReview,
}: {
  productId: string;
  viewer: ReviewViewer;
  myReview: Review | null;
}) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const actions = useReviewActions(productId);

  if (!viewer.isLoggedIn) {
    return (
      <ButtonLink to={viewer.loginPath} variant="outline" className="self-start">
        {messages.review.loginToPost}
      </ButtonLink>
    );
  }
  if (viewer.isVerified === undefined) return <Skeleton className="h-11 w-48 rounded-full" />;
  if (!viewer.isVerified) {
    return (
      <p role="note" className="rounded-xl border border-saffron/40 bg-saffron/10 px-4 py-3 text-[14px] text-ink">
        <span className="font-semibold">{messages.review.verifyToPost}</span>.{" "}
        <Link
          to="/myaccount#manageAccount"
          className="font-semibold text-maroon underline decoration-gold/60 underline-offset-4"
        >
          Verify my account
        </Link>
      </p>
    );
  }

  if (myReview && !editing) {
    return (
      <>
        <ReviewItem
          review={myReview}
          highlight
          actions={
            <div className="flex justify-end gap-2 border-t border-gold/30 pt-3">
              <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(true)} disabled={actions.isBusy}>
                Delete
              </Button>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={actions.isBusy}>
                Edit
              </Button>
            </div>
          }
        />
        <DeleteReviewDialog
          open={confirmingDelete}
          isDeleting={actions.isBusy}
          onClose={() => setConfirmingDelete(false)}
          onConfirm={async () => {
            if (await actions.remove(myReview._id)) setConfirmingDelete(false);
          }}
        />
      </>
    );
  }

  return (
    <div className="rounded-2xl border border-sand bg-white/60 p-4 md:p-5">
      <h3 className="mb-2 font-sans text-[12px] font-bold tracking-[0.18em] text-gold-text uppercase">
        {myReview ? "Edit your review" : "Write a review"}
      </h3>
      <ReviewForm
        key={myReview?._id ?? "new"}
        initial={myReview ? { stars: myReview.stars, review: myReview.review } : undefined}
        submitLabel={myReview ? "Update Review" : "Post Review"}
        isSubmitting={actions.isBusy}
        onCancel={myReview ? () => setEditing(false) : undefined}
        onSubmit={async (draft) => {
          const done = myReview ? await actions.update(myReview._id, draft) : await actions.post(draft);
          if (done) setEditing(false);
        }}
      />
    </div>
  );
}

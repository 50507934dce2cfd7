import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useNotifyLikeThisMutation, useNotifyMeMutation } from "../api/notify-me-api";

/** Who is looking at a sold-out size: a guest signs in first, and comes back here. */
export interface NotifyViewer {
  isLoggedIn: boolean;
  loginPath: string;
}

/** "Notify me" under a sold-out size: the shop mails and texts the shopper once when it is back. */
export function NotifyMe({
  productId,
  buyingOptionId,
  viewer,
}: {
  productId: string;
  buyingOptionId: string;
  viewer: NotifyViewer;
}) {
  const navigate = useNavigate();
  const [ask, { isLoading, isSuccess }] = useNotifyMeMutation();
  if (isSuccess) {
    return (
      <p role="status" className="text-[14px] font-semibold text-ink">
        We will let you know by mail and SMS when this size is back.
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full md:w-auto"
      disabled={isLoading}
      onClick={() => (viewer.isLoggedIn ? void ask({ productId, buyingOptionId }) : navigate(viewer.loginPath))}
    >
      {isLoading ? "Saving…" : "Notify me"}
    </Button>
  );
}

/** "Notify me of pieces like this" under a sold one-off: the shop mails the shopper when one of the same weave comes in. */
export function NotifyLikeThis({ productId, viewer }: { productId: string; viewer: NotifyViewer }) {
  const navigate = useNavigate();
  const [ask, { isLoading, isSuccess }] = useNotifyLikeThisMutation();
  if (isSuccess) {
    return (
      <p role="status" className="text-[14px] font-semibold text-ink">
        We will write to you when a piece like this comes in.
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full md:w-auto"
      disabled={isLoading}
      onClick={() => (viewer.isLoggedIn ? void ask({ productId }) : navigate(viewer.loginPath))}
    >
      {isLoading ? "Saving…" : "Notify me of pieces like this"}
    </Button>
  );
}

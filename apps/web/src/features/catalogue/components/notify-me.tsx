import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useNotifyLikeThisMutation, useNotifyMeMutation } from "../api/notify-me-api";

/** Who is looking at a sold-out size: a guest signs in first, and comes back here. */
export interface NotifyViewer {
  isLoggedIn: boolean;
  loginPath: string;
}

/** A request the shopper makes once: a guest is sent to sign in, and once asked the button says what will happen. */
function AskOnce({
  label,
  promise,
  viewer,
  asking,
  asked,
  ask,
}: {
  label: string;
  promise: string;
  viewer: NotifyViewer;
  asking: boolean;
  asked: boolean;
  ask: () => void;
}) {
  const navigate = useNavigate();
  if (asked) {
    return (
      <p role="status" className="text-[14px] font-semibold text-ink">
        {promise}
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full md:w-auto"
      disabled={asking}
      onClick={() => (viewer.isLoggedIn ? ask() : navigate(viewer.loginPath))}
    >
      {asking ? "Saving…" : label}
    </Button>
  );
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
  const [ask, { isLoading, isSuccess }] = useNotifyMeMutation();
  return (
    <AskOnce
      label="Notify me"
      promise="We will let you know by mail and SMS when this size is back."
      viewer={viewer}
      asking={isLoading}
      asked={isSuccess}
      ask={() => void ask({ productId, buyingOptionId })}
    />
  );
}

/** "Notify me of pieces like this" under a sold one-off: the shop mails the shopper when one of the same weave comes in. */
export function NotifyLikeThis({ productId, viewer }: { productId: string; viewer: NotifyViewer }) {
  const [ask, { isLoading, isSuccess }] = useNotifyLikeThisMutation();
  return (
    <AskOnce
      label="Notify me of pieces like this"
      promise="We will write to you when a piece like this comes in."
      viewer={viewer}
      asking={isLoading}
      asked={isSuccess}
      ask={() => void ask({ productId })}
    />
  );
}

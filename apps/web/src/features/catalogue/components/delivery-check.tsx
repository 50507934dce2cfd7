import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { CheckIcon } from "@/components/ui/extra-icons";
import { errorMessage } from "@/lib/api-errors";
import { usePageRead } from "@/lib/page-query";
import { pinCodeOf, serviceabilityRead, type ServiceabilityAnswer } from "../api/delivery-api";

/** The shopper's PIN code, kept in the browser so every product page can answer without asking again. */
export const PIN_CODE_KEY = "pallu:pincode";

function rememberedPin(): string {
  try {
    return pinCodeOf(localStorage.getItem(PIN_CODE_KEY) ?? "");
  } catch {
    // Storage can be switched off (private windows, strict settings); the box then starts empty.
    return "";
  }
}

function rememberPin(pin: string) {
  try {
    localStorage.setItem(PIN_CODE_KEY, pin);
  } catch {
    // As above: the answer still shows, only the next page will not know the PIN.
  }
}

/** The remembered PIN changes only by this box's own answers, which it already knows. */
const rememberedNeverChanges = () => () => {};

/**
 * "Will it reach me, and by when?" for one product: the shopper's PIN code, the server's answer
 * (the delivery date or why not) and whether cash on delivery is taken there for this product.
 * The server alone judges the PIN; a PIN it answered is remembered for the next product page.
 */
export default function DeliveryCheck({ productId }: { productId: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A PIN sent by the form before the page's script ran arrives in the address (?pincode=).
  const [params] = useSearchParams();
  // The PIN this phone remembers is read once the page has come to life: the server, which cannot
  // know it, rendered the empty box, and the browser's first render must match it.
  const remembered = useSyncExternalStore(rememberedNeverChanges, rememberedPin, () => "");
  const arrivedWith = pinCodeOf(params.get("pincode") ?? "") || remembered;
  // What she typed and asked for herself, once she has; until then, the PIN the page arrived with.
  const [typedByHer, setTyped] = useState<string | null>(null);
  const [askedByHer, setAsked] = useState<string | null>(null);
  const typed = typedByHer ?? arrivedWith;
  const asked = askedByHer ?? arrivedWith;
  const read = usePageRead(asked ? serviceabilityRead(asked, productId) : null);
  // A mistyped PIN is refused (400) with the sentence to show in the box: an answer, not a failure to report.
  const mistyped = read.error?.status === 400 ? (read.error.data as ServiceabilityAnswer | undefined) : undefined;
  const answer = read.currentData ?? mistyped;
  const error = mistyped ? undefined : read.error;
  const { isFetching } = read;
  // An answer belongs to the PIN it was asked for; editing the PIN puts it away.
  const current = asked !== "" && asked === typed;
  const refused = current && answer?.success === false;

  useEffect(() => {
    if (answer?.success) rememberPin(asked);
  }, [answer, asked]);

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed === "") input.current?.focus();
    else setAsked(typed);
  }

  return (
    <form
      noValidate
      onSubmit={check}
      aria-label="Check delivery"
      className="flex min-h-[174px] flex-col rounded-2xl border border-sand bg-white/55 p-4 md:p-5"
    >
      <label htmlFor={`${id}-pin`} className="mb-2.5 text-[13px] font-bold tracking-[0.14em] text-ink uppercase">
        Delivery PIN code
      </label>
      <div className="relative">
        <input
          ref={input}
          id={`${id}-pin`}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6-digit PIN"
          value={typed}
          onChange={(event) => setTyped(pinCodeOf(event.target.value))}
          aria-invalid={refused || undefined}
          aria-describedby={`${id}-answer`}
          className={`block h-12 w-full rounded-xl border bg-white pr-24 pl-4 text-[16px] font-semibold tracking-[0.18em] text-ink tabular-nums shadow-[inset_0_1px_2px_rgb(71_9_18/0.05)] transition-colors placeholder:font-normal placeholder:tracking-normal placeholder:text-ink-muted/60 focus:outline-none focus-visible:border-maroon focus-visible:ring-2 focus-visible:ring-gold-light/70 ${refused ? "border-maroon-soft" : "border-sand hover:border-gold-light"}`}
        />
        <button
          type="submit"
          className="absolute inset-y-1 right-1 rounded-lg px-5 text-[14px] font-bold tracking-wide text-maroon transition-colors hover:bg-maroon/8 focus-visible:outline-2 focus-visible:outline-saffron-deep"
        >
          Check
        </button>
      </div>
      <div id={`${id}-answer`} aria-live="polite" className="mt-3 text-[14px] leading-5">
        {!current ? (
          <p className="text-ink-muted">Enter your PIN code to see when it reaches you and how you can pay.</p>
        ) : isFetching ? (
          <p className="text-ink-muted">Checking {asked}…</p>
        ) : error ? (
          <p className="font-semibold text-maroon-soft">{errorMessage(error)}</p>
        ) : answer?.success && answer.serviceable ? (
          <div className="flex gap-2.5">
            <CheckIcon size={20} className="shrink-0 text-leaf" />
            <div>
              <p className="font-bold text-ink">
                {answer.message}
                {answer.city && <span className="font-normal text-ink-muted"> · {answer.city}</span>}
              </p>
              <p className="mt-0.5 text-ink-muted">
                {answer.cod ? "Cash on delivery available" : "Pay online only (cash on delivery not available here)"}
              </p>
            </div>
          </div>
        ) : answer ? (
          <p className="font-semibold text-maroon-soft">{answer.message}</p>
        ) : null}
      </div>
    </form>
  );
}

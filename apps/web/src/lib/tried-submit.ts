import { useState, type FormEvent } from "react";
import { focusFirstInvalid } from "./field-errors";

/**
 * A form that shows its errors once the shopper has tried to send it. `submitWhen(valid, send)` is
 * its submit handler: it marks the form tried, then sends it, or lands on the first field that
 * says what is wrong.
 */
export function useTriedSubmit() {
  const [tried, setTried] = useState(false);
  const submitWhen = (valid: boolean, send: () => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (valid) void send();
    else focusFirstInvalid(event.currentTarget);
  };
  return { tried, submitWhen };
}

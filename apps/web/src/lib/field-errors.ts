import { useState, type FormEvent } from "react";

/** The shape of a zod safeParse result, without tying the web app to zod's own types. */
type ParseResult = {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each top-level field, as a form shows them under its inputs. */
export function fieldErrorsOf(result: ParseResult, ignore: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (ignore.includes(field) || errors[field] !== undefined) continue;
    errors[field] = issue.message;
  }
  return errors;
}

/** The keys of a form's draft whose values are text typed into an input. */
export type TextKeys<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/**
 * Ties a form's draft to its fields: `field("name")` gives the value, the change handler and the
 * error of one text field, to spread on its input.
 */
export function bindFields<T>(values: T, errors: FieldErrors, change: (key: TextKeys<T>, value: string) => void) {
  return (key: TextKeys<T>) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
    error: errors[key],
  });
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** After a refused submit, the shopper lands on the first field that says what is wrong. */
export function focusFirstInvalid(within: ParentNode) {
  within.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

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

/**
 * The fields a server refused, from its answer `{ message, field, errors: [{ field, message }] }`
 * (the admin writes' bad-input shape), to show under the inputs; empty for any other failure.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  const data = typeof error === "object" && error !== null && "data" in error ? error.data : undefined;
  if (typeof data !== "object" || data === null) return {};
  const answer = data as { field?: unknown; message?: unknown; errors?: unknown };
  const errors: FieldErrors = {};
  if (Array.isArray(answer.errors)) {
    for (const entry of answer.errors as { field?: unknown; message?: unknown }[]) {
      if (typeof entry?.field === "string" && typeof entry.message === "string") errors[entry.field] ??= entry.message;
    }
  }
  if (typeof answer.field === "string" && typeof answer.message === "string") errors[answer.field] ??= answer.message;
  return errors;
}

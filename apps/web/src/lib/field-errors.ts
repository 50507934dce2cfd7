/** The shape of a zod safeParse result, without tying the web app to zod's own types. */
type ParseResult = { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

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

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** After a refused submit, the shopper lands on the first field that says what is wrong. */
export function focusFirstInvalid(within: ParentNode) {
  within.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

import { z } from "zod";

const english = z.locales.en();

/**
 * Zod's own messages name the field ("Invalid limit: Too big: expected number to be <=60"),
 * while a schema's own message (the spec's wording) is passed through untouched.
 */
export function nameFieldsInValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const fallback = english.localeError(issue);
      const text = typeof fallback === "string" ? fallback : (fallback?.message ?? "Invalid value");
      const path = (issue.path ?? []).map(String).join(".");
      return path ? `Invalid ${path}: ${text}` : text;
    },
  });
}

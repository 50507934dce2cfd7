import { z } from "zod";
import { slugIssue } from "./slugs.js";

/**
 * A slug field of a form: absent keeps the current slug, empty asks for one made from the name,
 * and anything else must be a well-formed slug. Surrounding spaces are forgiven.
 */
export const SlugInputSchema = z
  .string()
  .trim()
  .superRefine((slug, context) => {
    const issue = slug === "" ? undefined : slugIssue(slug);
    if (issue) context.addIssue({ code: "custom", message: issue });
  })
  .optional();

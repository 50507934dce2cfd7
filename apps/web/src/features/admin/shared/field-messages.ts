/**
 * The domain's schemas say "must be a number" or "must be an http(s) link" about a field; on a
 * screen the field's name goes in front. Whole sentences ("Title is required") stay as they are.
 */
export function withFieldName(fieldName: string | undefined, message: string): string {
  return fieldName && /^[a-z]/.test(message) ? `${fieldName} ${message}` : message;
}

/** The one error type services throw; the error handler maps its kind to an HTTP status. */
export type AppErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "notFound"
  | "conflict"
  | "tooLarge"
  | "tooMany"
  | "unavailable"
  | "insufficientStorage";

export const statusOfKind: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  unavailable: 503,
  insufficientStorage: 507,
};

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Sent as Retry-After when the caller may try again later. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const invalid = (message: string, details?: Record<string, unknown>) => new AppError("invalid", message, details);
export const unauthenticated = (message = "Please login first") => new AppError("unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message);
export const notFound = (message = "Not found") => new AppError("notFound", message);
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError("conflict", message, details);
export const tooMany = (message: string, retryAfterMs?: number) =>
  new AppError("tooMany", message, undefined, retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000)));
export const unavailable = (message: string) => new AppError("unavailable", message);

import { describe, expect, it } from "vitest";
import { conflict } from "../lib/app-error.js";
import { isDatabaseUnavailable } from "./database-unavailable.js";

const wrapped = (cause: object) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, a server shutting down or starting up, and a dropped connection", () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped({ code: "57P01", message: "terminating connection due to administrator command" })),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: "57P03", message: "the database system is starting up" }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
  });

  it("leaves a query's own failures and the shop's errors alone", () => {
    expect(
      isDatabaseUnavailable(wrapped({ code: "23505", message: "duplicate key value violates unique constraint" })),
    ).toBe(false);
    expect(isDatabaseUnavailable(conflict("Only 1 left"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { loggableError } from "./loggable-error.js";

describe("a failed query in the log", () => {
  it("keeps the statement and the database's reason but never the parameter values", () => {
    const failed = Object.assign(new Error('Failed query: select * from users where email = $1\nparams: asha\u0000@example.in'), {
      query: "select * from users where email = $1",
      params: ["asha\u0000@example.in"],
      cause: { code: "22021", message: "invalid byte sequence for encoding \"UTF8\": 0x00" },
    });
    const logged = loggableError(failed) as Error & Record<string, unknown>;
    const text = JSON.stringify({ ...logged, message: logged.message, stack: logged.stack });
    expect(text).toContain("select * from users where email = $1");
    expect(text).toContain("22021");
    expect(text).not.toContain("asha");
  });

  it("leaves other errors as they are", () => {
    const plain = new Error("boom");
    expect(loggableError(plain)).toBe(plain);
  });
});

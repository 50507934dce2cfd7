import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./accounts.js";
import { EmailSchema } from "./accounts-schemas.js";

describe("e-mail addresses", () => {
  it("accept the usual shapes and refuse the broken ones", () => {
    for (const good of ["asha@example.in", "a.b+c@mail.co.in", "x@y.z", "a@b.c."]) expect(isEmailAddress(good)).toBe(true);
    for (const bad of ["", "asha", "asha@", "@example.in", "asha@example", "asha@.in", "as ha@example.in", "a@b@c.in", "a@b."]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
    expect(isEmailAddress(`${"a".repeat(64)}@${"b".repeat(186)}.in`)).toBe(true);
    expect(isEmailAddress(`${"a".repeat(64)}@${"b".repeat(187)}.in`)).toBe(false);
  });

  it("are checked in one pass: a megabyte of 'a@' and dots is refused without backtracking", () => {
    // The old pattern /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took minutes on this input, one request freezing the server.
    const attack = `a@${".".repeat(1_000_000)}@`;
    expect(isEmailAddress(attack)).toBe(false);
    expect(EmailSchema.safeParse(attack).success).toBe(false);
  });
});

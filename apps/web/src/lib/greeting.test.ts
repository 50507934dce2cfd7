import { expect, test } from "vitest";
import { greetingName, namasteTo } from "./greeting";

test("greets a person by her first name", () => {
  expect(namasteTo("Meera Iyer")).toBe("Namaste, Meera");
  expect(greetingName("  Kavya  Rao ")).toBe("Kavya");
});

test("greets a shared mailbox's account without a name, never as 'Admin' or 'Shop'", () => {
  expect(namasteTo("Admin")).toBe("Namaste");
  expect(namasteTo("Shop Admin")).toBe("Namaste");
  expect(namasteTo("hello")).toBe("Namaste");
  expect(namasteTo("")).toBe("Namaste");
  expect(namasteTo(undefined)).toBe("Namaste");
});

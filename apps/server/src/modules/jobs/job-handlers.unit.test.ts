import { describe, expect, it } from "vitest";
import { combineJobHandlers } from "./job-handlers.js";

const nothing = async () => {};

describe("combining the job handlers of the shop's parts", () => {
  it("gives one record with every part's kinds of job", () => {
    const other = async () => {};
    const combined = combineJobHandlers({ "images.sweep": nothing }, { "orders.codAutoCancel": other });
    expect(combined).toEqual({ "images.sweep": nothing, "orders.codAutoCancel": other });
  });

  it("refuses two parts claiming the same kind of job, which would leave one never run", () => {
    expect(() => combineJobHandlers({ "shipping.create": nothing }, { "shipping.create": async () => {} })).toThrow(
      "two handlers for job kind shipping.create",
    );
  });
});

import { describe, expect, it } from "vitest";
import { combineJobHandlers, kindsOfLane } from "./job-handlers.js";

const nothing = { lane: "urgent", run: async () => {} } as const;

describe("combining the job handlers of the shop's parts", () => {
  it("gives one record with every part's kinds of job", () => {
    const other = { lane: "urgent", run: async () => {} } as const;
    const combined = combineJobHandlers({ "images.sweep": nothing }, { "orders.codAutoCancel": other });
    expect(combined).toEqual({ "images.sweep": nothing, "orders.codAutoCancel": other });
  });

  it("refuses two parts claiming the same kind of job, which would leave one never run", () => {
    expect(() => combineJobHandlers({ "shipping.create": nothing }, { "shipping.create": { ...nothing } })).toThrow(
      "two handlers for job kind shipping.create",
    );
  });
});

describe("the kinds each lane claims", () => {
  const run = async () => {};
  const handlers = combineJobHandlers({
    "order.notice": { lane: "urgent", run },
    "shipping.create": { lane: "routine", run },
    "images.sweep": { lane: "bulk", run },
  });

  it("are the kinds registered in it", () => {
    expect(kindsOfLane(handlers, "urgent")).toEqual({ only: ["order.notice"] });
    expect(kindsOfLane(handlers, "bulk")).toEqual({ only: ["images.sweep"] });
  });

  it("leave kinds with no handler here to the routine lane, which neither holds up urgent work nor waits behind bulk", () => {
    expect(kindsOfLane(handlers, "routine")).toEqual({ except: ["order.notice", "images.sweep"] });
  });
});

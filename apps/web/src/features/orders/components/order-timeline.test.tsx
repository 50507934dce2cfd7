import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderTimeline } from "./order-timeline";

const aReturn = (status: string, steps: { status: string; at: string }[]) => ({
  orderType: "Return" as const,
  orderDetails: { public_order_id: "PL-1-R", status },
  returnResolution: "storeCredit" as const,
  steps,
});

const stepsShown = () =>
  within(screen.getByRole("list", { name: "Return progress" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("a return's timeline", () => {
  it("shows only the steps that happened, each with its date, and no pickup or check that never was", () => {
    render(
      <OrderTimeline
        order={aReturn("Store Credit Issued", [
          { status: "Return Requested", at: "2026-11-12T06:00:00.000Z" },
          { status: "Returned", at: "2026-11-15T06:00:00.000Z" },
          { status: "Store Credit Issued", at: "2026-11-16T06:00:00.000Z" },
        ])}
      />,
    );
    expect(stepsShown()).toEqual([
      "✓Return Requested12 Nov 2026 (done)",
      "✓Received15 Nov 2026 (done)",
      "✓Store Credit Issued16 Nov 2026 (done)",
    ]);
  });

  it("ends in what the shopper asked for, still to come, until the shop settles it", () => {
    render(<OrderTimeline order={aReturn("Return Requested", [{ status: "Return Requested", at: "2026-11-12T06:00:00.000Z" }])} />);
    expect(stepsShown()).toEqual(["1Return Requested12 Nov 2026 (current)", "2Store Credit Issued (to come)"]);
  });
});

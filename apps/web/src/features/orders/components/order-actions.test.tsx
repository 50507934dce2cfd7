import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { anOrder } from "@/test/an-order";
import { OrderActions } from "./order-actions";

function renderActions(order = anOrder()) {
  const onCancel = vi.fn();
  const onReturn = vi.fn();
  render(<OrderActions order={order} onCancel={onCancel} onReturn={onReturn} />);
  return { onCancel, onReturn };
}

const button = (name: RegExp) => screen.queryByRole("button", { name });
const link = (name: RegExp) => screen.queryByRole("link", { name });

describe("order detail buttons", () => {
  it("offers Cancel when the server allows it, and asks first, saying there is nothing to pay", async () => {
    const { onCancel } = renderActions(anOrder({ canCancel: true }));
    fireEvent.click(button(/^cancel order$/i)!);
    expect(onCancel).not.toHaveBeenCalled();
    expect(await screen.findByText("Nothing to pay: a cash-on-delivery order is simply not sent.")).toBeTruthy();
    fireEvent.click(button(/keep the order/i)!);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(button(/^cancel order$/i)!);
    fireEvent.click(await screen.findByRole("button", { name: "Yes, cancel it" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(link(/invoice/i)).toBeNull();
    expect(link(/track package/i)).toBeNull();
    expect(button(/return/i)).toBeNull();
  });

  it("goes straight through on a press while cancelling, to be told to wait", () => {
    const onCancel = vi.fn();
    render(<OrderActions order={anOrder({ canCancel: true })} onCancel={onCancel} isCancelling onReturn={vi.fn()} />);
    fireEvent.click(button(/cancelling/i)!);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("hides Cancel when the server says the order can no longer be cancelled", () => {
    renderActions(anOrder({ canCancel: false, orderDetails: { public_order_id: "X", status: "Confirmed" } }));
    expect(button(/cancel/i)).toBeNull();
  });

  it("opens the invoice PDF in a new tab once an invoice link exists", () => {
    renderActions(
      anOrder({
        shiprocketDetails: {
          invoice: "/api/v1/order/invoice/order-1",
          awb_code: null,
          courier: null,
          trackingUrl: null,
        },
      }),
    );
    const invoice = link(/invoice/i)!;
    expect(invoice.getAttribute("href")).toBe("/api/v1/order/invoice/order-1");
    expect(invoice.getAttribute("target")).toBe("_blank");
  });

  it("offers Track Package on the carrier's own page, in a new tab", () => {
    const page = "https://www.delhivery.com/track/package/DLV4455";
    renderActions(
      anOrder({
        canCancel: false,
        shiprocketDetails: { invoice: null, awb_code: "DLV4455", courier: "Delhivery", trackingUrl: page },
      }),
    );
    const track = link(/track package/i)!;
    expect(track.getAttribute("href")).toBe(page);
    expect(track.getAttribute("rel")).toContain("noopener");
  });

  it("offers no Track Package for a carrier without a tracking page: the order shows its courier and AWB", () => {
    renderActions(
      anOrder({
        shiprocketDetails: { invoice: null, awb_code: "SM-77", courier: "Local parcel service", trackingUrl: null },
      }),
    );
    expect(link(/track package/i)).toBeNull();
  });

  it("offers Return exactly when the server allows it", () => {
    const delivered = anOrder({
      canCancel: false,
      canReturn: true,
      orderDetails: { public_order_id: "X", status: "DELIVERED" },
    });
    const { onReturn } = renderActions(delivered);
    fireEvent.click(button(/^return$/i)!);
    expect(onReturn).toHaveBeenCalledOnce();
  });

  it("shows no button bar at all for a cancelled order without invoice or tracking", () => {
    const { container } = render(
      <OrderActions
        order={anOrder({
          canCancel: false,
          canReturn: false,
          orderDetails: { public_order_id: "X", status: "Cancelled" },
        })}
        onCancel={() => {}}
        onReturn={() => {}}
      />,
    );
    expect(container.innerHTML).toBe("");
  });
});

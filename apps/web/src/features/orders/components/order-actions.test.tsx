import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { anOrder } from "../testing/an-order";
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
  it("offers Cancel when the server allows it, and nothing else for a fresh COD order", () => {
    const { onCancel } = renderActions(anOrder({ canCancel: true }));
    fireEvent.click(button(/cancel/i)!);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(link(/invoice/i)).toBeNull();
    expect(link(/track package/i)).toBeNull();
    expect(button(/return/i)).toBeNull();
  });

  it("hides Cancel when the server says the order can no longer be cancelled", () => {
    renderActions(anOrder({ canCancel: false, orderDetails: { public_order_id: "X", status: "Confirmed" } }));
    expect(button(/cancel/i)).toBeNull();
  });

  it("opens the invoice PDF in a new tab once an invoice link exists", () => {
    renderActions(
      anOrder({ shiprocketDetails: { invoice: "/api/v1/order/invoice/order-1", awb_code: null, courier: null } }),
    );
    const invoice = link(/invoice/i)!;
    expect(invoice.getAttribute("href")).toBe("/api/v1/order/invoice/order-1");
    expect(invoice.getAttribute("target")).toBe("_blank");
  });

  it("offers Track Package only with a tracking code, on an external page", () => {
    renderActions(
      anOrder({ canCancel: false, shiprocketDetails: { invoice: null, awb_code: "AWB 123/45", courier: "Delhivery" } }),
    );
    const track = link(/track package/i)!;
    expect(track.getAttribute("href")).toBe("https://shiprocket.co/tracking/AWB%20123%2F45");
    expect(track.getAttribute("rel")).toContain("noopener");
  });

  it("treats a blank tracking code as no code", () => {
    renderActions(anOrder({ shiprocketDetails: { invoice: null, awb_code: "  ", courier: null } }));
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

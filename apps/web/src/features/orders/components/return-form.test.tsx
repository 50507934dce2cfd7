import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { anOrder, anOrderLine } from "@/test/an-order";
import { fromWireOrder } from "../order-model";
import { NOTHING_CHOSEN, ReturnForm } from "./return-form";

const delivered = fromWireOrder(
  anOrder({
    orderDetails: { public_order_id: "PL-1", status: "DELIVERED" },
    canCancel: false,
    canReturn: true,
    cart: [
      anOrderLine({ _id: "silk", name: "Silk Saree", quantity: 2, price: 10000 }),
      anOrderLine({ _id: "cotton", name: "Cotton Saree", quantity: 1, price: 2500 }),
    ],
  }),
);

function renderForm() {
  const onSubmit = vi.fn();
  render(<ReturnForm order={delivered} isSubmitting={false} onSubmit={onSubmit} />);
  return onSubmit;
}

const more = (name: string) => screen.getByRole("button", { name: `Return one more ${name}` });
const fewer = (name: string) => screen.getByRole("button", { name: `Return one fewer ${name}` });
const countOf = (name: string) =>
  screen.getByRole("group", { name: `Quantity to return of ${name}` }).querySelector("output")!.textContent;
const typeReason = (text: string) =>
  fireEvent.change(screen.getByLabelText(/reason for return/i), { target: { value: text } });

describe("return form", () => {
  it("starts every line at 0 and cannot go below it", () => {
    renderForm();
    expect(countOf("Silk Saree")).toBe("0 / 2");
    expect((fewer("Silk Saree") as HTMLButtonElement).disabled).toBe(true);
  });

  it("cannot return more of a line than was bought", () => {
    renderForm();
    fireEvent.click(more("Silk Saree"));
    fireEvent.click(more("Silk Saree"));
    expect(countOf("Silk Saree")).toBe("2 / 2");
    expect((more("Silk Saree") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(more("Silk Saree"));
    expect(countOf("Silk Saree")).toBe("2 / 2");
    fireEvent.click(fewer("Silk Saree"));
    expect(countOf("Silk Saree")).toBe("1 / 2");
  });

  it("requires a reason before anything is returned", () => {
    const onSubmit = renderForm();
    fireEvent.click(more("Cotton Saree"));
    fireEvent.click(screen.getByRole("button", { name: "Return Selected" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Please tell us why you are returning")).toBeTruthy();
  });

  it("asks for at least one item when Return Selected is pressed with nothing chosen", () => {
    const onSubmit = renderForm();
    typeReason("Colour differs from the photo");
    fireEvent.click(screen.getByRole("button", { name: "Return Selected" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(NOTHING_CHOSEN)).toBeTruthy();
  });

  it("returns only the chosen lines and quantities with Return Selected", () => {
    const onSubmit = renderForm();
    fireEvent.click(more("Silk Saree"));
    typeReason("  The pallu has a pulled thread  ");
    fireEvent.click(screen.getByRole("button", { name: "Return Selected" }));
    expect(onSubmit).toHaveBeenCalledWith({
      reason: "The pallu has a pulled thread",
      cart: [{ _id: "silk", quantity: 1 }],
    });
  });

  it("returns the whole order with Return All, whatever the steppers say", () => {
    const onSubmit = renderForm();
    fireEvent.click(more("Cotton Saree"));
    typeReason("Ordered the wrong colour");
    fireEvent.click(screen.getByRole("button", { name: "Return All" }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: "Ordered the wrong colour" });
    expect(countOf("Silk Saree")).toBe("2 / 2");
    expect(countOf("Cotton Saree")).toBe("1 / 1");
  });
});

describe("return form, with the shop's return policy", () => {
  const sizes = [
    { sizeId: "kurta-s", size: "S", inStock: true },
    { sizeId: "kurta-m", size: "M", inStock: true },
    { sizeId: "kurta-l", size: "L", inStock: false },
  ];
  const withPolicy = anOrder({
    orderDetails: { public_order_id: "PL-2", status: "DELIVERED" },
    canCancel: false,
    canReturn: true,
    cart: [
      anOrderLine({
        _id: "kurta",
        name: "Chanderi Kurta",
        size: "M",
        sizeId: "kurta-m",
        returnOptions: ["refund", "exchange", "storeCredit"],
        exchangeSizes: sizes,
      }),
      anOrderLine({
        _id: "sale",
        name: "Festive Banarasi",
        returnOptions: ["exchange"],
        exchangeSizes: [{ sizeId: "option-1", size: "NA", inStock: true }],
      }),
    ],
  });

  function renderPolicyForm() {
    const onSubmit = vi.fn();
    render(<ReturnForm order={fromWireOrder(withPolicy)} isSubmitting={false} onSubmit={onSubmit} />);
    return onSubmit;
  }
  const choices = () => screen.queryAllByRole("radio").map((radio) => (radio as HTMLInputElement).value);

  it("offers a refund, an exchange or store credit for a full-price piece, and only an exchange once a discounted piece is chosen", () => {
    renderPolicyForm();
    fireEvent.click(more("Chanderi Kurta"));
    expect(choices()).toEqual(["refund", "exchange", "storeCredit"]);
    fireEvent.click(more("Festive Banarasi"));
    expect(choices()).toEqual(["exchange"]);
    expect(screen.getByText("Pieces bought at a discount can be exchanged only.")).toBeTruthy();
  });

  it("sends the size wanted for an exchange, never a sold-out one", () => {
    const onSubmit = renderPolicyForm();
    fireEvent.click(more("Chanderi Kurta"));
    fireEvent.click(screen.getByRole("radio", { name: /Exchange for another size/ }));
    const picker = screen.getByLabelText("Exchange for") as HTMLSelectElement;
    expect(picker.value).toBe("kurta-m");
    expect((screen.getByRole("option", { name: "L · sold out" }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(picker, { target: { value: "kurta-s" } });
    typeReason("Too loose");
    fireEvent.click(screen.getByRole("button", { name: "Return Selected" }));
    expect(onSubmit).toHaveBeenCalledWith({
      reason: "Too loose",
      resolution: "exchange",
      cart: [{ _id: "kurta", quantity: 1, exchangeBuyingOptionId: "kurta-s" }],
    });
  });

  it("asks for store credit for the chosen pieces", () => {
    const onSubmit = renderPolicyForm();
    fireEvent.click(more("Chanderi Kurta"));
    fireEvent.click(screen.getByRole("radio", { name: /Store credit/ }));
    typeReason("Prefer another colour");
    fireEvent.click(screen.getByRole("button", { name: "Return Selected" }));
    expect(onSubmit).toHaveBeenCalledWith({
      reason: "Prefer another colour",
      resolution: "storeCredit",
      cart: [{ _id: "kurta", quantity: 1 }],
    });
  });
});

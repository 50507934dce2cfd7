import { COD_ACCOUNT_OFF_MESSAGE, messages, SERVICE_MESSAGES } from "@pallu/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInShop } from "@/test/render";
import { PaymentChoice } from "./payment-choice";


describe("the payment choice", () => {
  it("offers only Cash on Delivery, and says why, when the shop takes no online payment", async () => {
    const onChange = vi.fn();
    renderInShop(<PaymentChoice value="online" onChange={onChange} onlineOff />);
    expect(await screen.findByText(messages.payment.onlineOff)).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Cash on Delivery/ })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /Pay Online/ })).toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("cod"));
  });

  it("offers only Pay Online, and says why, when cash on delivery is turned off for the shopper", async () => {
    const onChange = vi.fn();
    renderInShop(<PaymentChoice value="cod" onChange={onChange} codOff={COD_ACCOUNT_OFF_MESSAGE} />);
    expect(await screen.findByText(COD_ACCOUNT_OFF_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Pay Online/ })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /Cash on Delivery/ })).toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("online"));
  });

  it("says in one sentence why an order with a stitched saree is not offered cash on delivery", async () => {
    // The quote's refusal for a blouse cut to her measurements, as the checkout page passes it on.
    const why = SERVICE_MESSAGES.customisedNoCod("Kanjivaram silk saree");
    renderInShop(<PaymentChoice value="online" onChange={vi.fn()} codOff={why} />);
    expect(await screen.findByText(why)).toBeTruthy();
    expect(why.match(/[.!?](\s|$)/g)).toHaveLength(1);
    expect(screen.queryByRole("radio", { name: /Cash on Delivery/ })).toBeNull();
  });

  it("offers both when online payment is on", async () => {
    renderInShop(<PaymentChoice value="cod" onChange={vi.fn()} />);
    expect(await screen.findByRole("radio", { name: /Pay Online/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Cash on Delivery/ })).toBeTruthy();
    expect(screen.queryByText(messages.payment.onlineOff)).toBeNull();
  });
});

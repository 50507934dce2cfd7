import { anOrder } from "@/test/an-order";
import type { CustomerProfileResponse, Order } from "@pallu/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { CustomerPage } from "./customer-page";

afterEach(() => vi.unstubAllGlobals());

const USER_ID = "7d3f0c2a-0000-4000-8000-000000000001";

function anOrderOf(id: string, publicId: string, status: string, totalPrice: number): Order {
  return anOrder({ _id: id, orderDetails: { public_order_id: publicId, status }, cart: [], totalPrice });
}

const PROFILE: CustomerProfileResponse = {
  success: true,
  message: "Customer",
  customer: {
    _id: USER_ID,
    fullname: "Meera Iyer",
    email: "meera@example.com",
    phone: "9876543210",
    createdAt: "2025-06-01T10:00:00.000Z",
    isVerified: true,
    codAllowed: true,
  },
  summary: { orders: 7, returns: 2, undeliveredCod: 3, totalSpent: 129_999 },
  addresses: [
    {
      _id: "a1",
      name: "Meera Iyer",
      addressLine1: "12 Temple Street",
      addressLine2: "Mylapore",
      city: "Chennai",
      state: "Tamil Nadu",
      pinCode: "600004",
      phoneNumber: "9876543210",
      country: "IN",
    },
  ],
  orders: [
    anOrderOf("o2", "PL-260302-0002", "Cancelled", 1500),
    anOrderOf("o1", "PL-260301-0001", "DELIVERED", 12_999),
  ],
};

const valueOf = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("a customer's page", () => {
  it("shows their contacts, four figures, addresses and orders that open the admin's order page", async () => {
    fakeFetch({ "/user/getCustomer": () => PROFILE });
    renderInShop(<CustomerPage userId={USER_ID} />, { route: `/admin/customers/${USER_ID}` });
    expect(await screen.findByRole("heading", { name: "Meera Iyer", level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "meera@example.com" }).getAttribute("href")).toBe(
      "mailto:meera@example.com",
    );
    expect(valueOf("Orders")).toBe("7");
    expect(valueOf("Returns")).toBe("2");
    expect(valueOf("Undelivered COD")).toBe("3");
    expect(valueOf("Total spent")).toBe("₹1,29,999");
    expect(screen.getByText("Mylapore")).toBeTruthy();
    const order = screen.getByRole("link", { name: /PL-260301-0001/ });
    expect(order.getAttribute("href")).toBe("/admin/orders/o1");
    expect(within(order).getByText("₹12,999")).toBeTruthy();
    expect(screen.getByText("The 2 newest of 7.")).toBeTruthy();
  });

  it("turns cash on delivery off for them with the switch, at once and as the server answers", async () => {
    const answer = deferred<unknown>();
    const { callsTo } = fakeFetch({
      "/user/getCustomer": () => PROFILE,
      "/user/setCashOnDelivery": () => answer.promise,
    });
    renderInShop(<CustomerPage userId={USER_ID} />, { route: `/admin/customers/${USER_ID}` });
    const cod = await screen.findByRole("switch", { name: "Cash on delivery" });
    expect(cod.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText("Turn off for a customer whose cash-on-delivery parcels keep coming back.")).toBeTruthy();

    fireEvent.click(cod);
    // Off before the server has answered.
    await vi.waitFor(() => expect(cod.getAttribute("aria-checked")).toBe("false"));
    await vi.waitFor(() => expect(callsTo("/user/setCashOnDelivery")).toHaveLength(1));
    expect(callsTo("/user/setCashOnDelivery")[0]!.body).toEqual({ userId: USER_ID, allowed: false });
    answer.resolve({
      success: true,
      message: "Cash on delivery turned off",
      customer: { ...PROFILE.customer, codAllowed: false },
    });
    expect(await screen.findByText("Off: at checkout this customer can pay online only.")).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Cash on delivery" }).getAttribute("aria-checked")).toBe("false");
  });

  it("puts the switch back when the server refuses the change", async () => {
    const refusal = deferred<void>();
    fakeFetch({
      "/user/getCustomer": () => PROFILE,
      "/user/setCashOnDelivery": async () => {
        await refusal.promise;
        throw { status: 404, message: "Customer not found" };
      },
    });
    renderInShop(<CustomerPage userId={USER_ID} />, { route: `/admin/customers/${USER_ID}` });
    const cod = await screen.findByRole("switch", { name: "Cash on delivery" });
    fireEvent.click(cod);
    await vi.waitFor(() => expect(cod.getAttribute("aria-checked")).toBe("false"));
    refusal.resolve();
    await vi.waitFor(() =>
      expect(screen.getByRole("switch", { name: "Cash on delivery" }).getAttribute("aria-checked")).toBe("true"),
    );
  });

  it("says so when there is no such customer", async () => {
    fakeFetch({});
    renderInShop(<CustomerPage userId={USER_ID} />, { route: `/admin/customers/${USER_ID}` });
    expect(await screen.findByText("Customer not found")).toBeTruthy();
  });
});

import type { Shipment } from "@pallu/domain";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { ShippingPanel } from "./shipping-panel";

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = "7d3f0c2a-0000-4000-8000-000000000009";
const NOTHING: Shipment["can"] = {
  create: false,
  assignAwb: false,
  requestPickup: false,
  label: false,
  manifest: false,
  cancel: false,
};

function aShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    mode: "shiprocket",
    stage: "booked",
    stageText: "Booked, no AWB yet",
    shippingOrderId: "1001",
    shipmentId: "6001",
    courier: null,
    awbCode: null,
    pickupRequestedAt: null,
    pickupDate: null,
    trackingStatus: null,
    trackingAt: null,
    problem: null,
    failedAttempts: 0,
    can: { ...NOTHING, assignAwb: true, cancel: true },
    ...overrides,
  };
}

const answer = (shipment: Shipment) => ({ success: true, message: "Shipment", shipment });
const RATES = {
  success: true,
  message: "2 couriers reach 600004",
  couriers: [
    { courierId: 1, name: "Delhivery Surface", rate: 85, estimatedDays: 4, cod: true, recommended: false },
    { courierId: 2, name: "Blue Dart", rate: 120, estimatedDays: 2, cod: false, recommended: true },
  ],
};

describe("the shipping panel", () => {
  it("shows nothing without Shiprocket: the courier and AWB are typed under Actions", async () => {
    const { callsTo } = fakeFetch({
      "/shipping/getShipment": () => answer(aShipment({ mode: "manual", stage: null, can: NOTHING })),
    });
    renderInShop(<ShippingPanel orderId={ORDER_ID} />);
    await vi.waitFor(() => expect(callsTo("/shipping/getShipment")).toHaveLength(1));
    expect(screen.queryByText("Shipping with Shiprocket")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("lists the couriers with the recommended one chosen, and assigns the AWB with the one the seller picks", async () => {
    let shipment = aShipment();
    const { callsTo } = fakeFetch({
      "/shipping/getShipment": () => answer(shipment),
      "/shipping/getCourierRates": () => RATES,
      "/shipping/assignAwb": () => {
        shipment = aShipment({
          stage: "awb",
          awbCode: "AWB1",
          courier: "Delhivery Surface",
          can: { ...NOTHING, requestPickup: true, label: true, cancel: true },
        });
        return { success: true, message: "AWB assigned", shipment };
      },
    });
    renderInShop(<ShippingPanel orderId={ORDER_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Check couriers and rates" }));
    const recommended = await screen.findByRole("radio", { name: /Blue Dart/ });
    expect((recommended as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Recommended")).toBeTruthy();
    expect(screen.getByText("4 days · Cash on delivery")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: /Delhivery Surface/ }));
    fireEvent.click(screen.getByRole("button", { name: "Assign AWB with the chosen courier" }));
    await vi.waitFor(() =>
      expect(callsTo("/shipping/assignAwb")).toEqual([
        { path: "/shipping/assignAwb", body: { orderId: ORDER_ID, courierId: 1 } },
      ]),
    );
    expect(await screen.findByRole("link", { name: "Download label" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download label" }).getAttribute("href")).toBe(
      `/api/v1/shipping/label?orderId=${ORDER_ID}`,
    );
    expect(screen.getByRole("button", { name: "Request pickup" })).toBeTruthy();
  });

  it("puts a failed delivery first, with the courier's reason and the attempts", async () => {
    fakeFetch({
      "/shipping/getShipment": () =>
        answer(
          aShipment({
            stage: "ndr",
            stageText: "Delivery attempt failed",
            problem: "Customer not available",
            failedAttempts: 2,
            awbCode: "AWB1",
            can: { ...NOTHING, label: true },
          }),
        ),
    });
    renderInShop(<ShippingPanel orderId={ORDER_ID} />);
    const warning = (await screen.findByText("Delivery attempt failed", { selector: "strong" })).closest("p");
    expect(warning?.textContent).toBe("Delivery attempt failed · Customer not available · 2 failed attempts");
    expect(screen.queryByRole("button", { name: "Cancel shipment" })).toBeNull();
  });
});

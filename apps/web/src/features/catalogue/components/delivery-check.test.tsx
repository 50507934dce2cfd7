import { aServiceabilityAnswer } from "@/test/serviceability-builders";
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import DeliveryCheck, { PIN_CODE_KEY } from "./delivery-check";

const anAnswer = aServiceabilityAnswer;

/** Answers GET /shipping/serviceability per PIN code, and records the query of each call. */
function shopAnswering(answers: Record<string, object | { status: number; message: string }>) {
  const asked: URLSearchParams[] = [];
  fakeFetch({
    "/shipping/serviceability": (_body, request) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const answer = answers[query.get("pincode") ?? ""] ?? { status: 400, message: "Enter a 6-digit PIN code" };
      if ("status" in answer) throw answer;
      return answer;
    },
  });
  return asked;
}

const pinInput = () => screen.getByLabelText("Delivery PIN code") as HTMLInputElement;

function checkPin(pin: string) {
  fireEvent.change(pinInput(), { target: { value: pin } });
  fireEvent.click(screen.getByRole("button", { name: "Check" }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the delivery check on a product page", () => {
  it("is a numeric PIN code field the phone can fill in", () => {
    shopAnswering({});
    renderInShop(<DeliveryCheck productId="p1" />);
    expect(pinInput().getAttribute("inputmode")).toBe("numeric");
    expect(pinInput().getAttribute("autocomplete")).toBe("postal-code");
    expect(pinInput().value).toBe("");
  });

  it("tells the delivery date and that cash on delivery is taken, for this product", async () => {
    const asked = shopAnswering({ "560001": anAnswer() });
    renderInShop(<DeliveryCheck productId="p1" />);
    checkPin("560001");
    expect(await screen.findByText("Delivery by Thu, 3 Dec")).toBeTruthy();
    expect(screen.getByText("Cash on delivery available")).toBeTruthy();
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([{ pincode: "560001", productId: "p1" }]);
  });

  it("tells the shopper to pay online where cash on delivery is not taken", async () => {
    shopAnswering({ "560001": anAnswer({ cod: false }) });
    renderInShop(<DeliveryCheck productId="p1" />);
    checkPin("560001");
    expect(await screen.findByText("Pay online only (cash on delivery not available here)")).toBeTruthy();
    expect(screen.queryByText("Cash on delivery available")).toBeNull();
  });

  it("says so where the shop does not deliver, with no word on payment", async () => {
    shopAnswering({
      "999999": anAnswer({
        message: "We do not deliver to 999999 yet",
        serviceable: false,
        cod: false,
        deliveryDate: null,
        city: null,
        state: null,
      }),
    });
    renderInShop(<DeliveryCheck productId="p1" />);
    checkPin("999999");
    expect(await screen.findByText("We do not deliver to 999999 yet")).toBeTruthy();
    expect(screen.queryByText(/cash on delivery/i)).toBeNull();
  });

  it("keeps only digits of what is typed or pasted", () => {
    shopAnswering({});
    renderInShop(<DeliveryCheck productId="p1" />);
    fireEvent.change(pinInput(), { target: { value: "560 001-9" } });
    expect(pinInput().value).toBe("560001");
  });

  it("answers for a PIN the form sent before the page's script ran, which arrives in the address", async () => {
    localStorage.setItem(PIN_CODE_KEY, "110001");
    const asked = shopAnswering({ "560001": anAnswer() });
    renderInShop(<DeliveryCheck productId="p1" />, { route: "/product/p1?pincode=560001" });
    expect(pinInput().value).toBe("560001");
    expect(await screen.findByText("Delivery by Thu, 3 Dec")).toBeTruthy();
    expect(asked.map((query) => query.get("pincode"))).toEqual(["560001"]);
  });

  it("is first rendered as the server renders it, the empty box, whatever PIN this phone remembers", () => {
    localStorage.setItem(PIN_CODE_KEY, "560001");
    shopAnswering({ "560001": anAnswer() });
    const firstRender = renderToString(
      <MemoryRouter>
        <DeliveryCheck productId="p1" />
      </MemoryRouter>,
    );
    expect(firstRender).toContain("Enter your PIN code to see when it reaches you and how you can pay.");
    expect(firstRender).not.toContain("560001");
  });

  it("remembers an answered PIN, and the next product page answers for it without a click", async () => {
    const asked = shopAnswering({ "560001": anAnswer() });
    const first = renderInShop(<DeliveryCheck productId="p1" />);
    checkPin("560001");
    await screen.findByText("Delivery by Thu, 3 Dec");
    expect(localStorage.getItem(PIN_CODE_KEY)).toBe("560001");
    first.unmount();

    renderInShop(<DeliveryCheck productId="p2" />);
    expect(pinInput().value).toBe("560001");
    expect(await screen.findByText("Delivery by Thu, 3 Dec")).toBeTruthy();
    expect(asked.at(-1)?.get("productId")).toBe("p2");
  });

  it("shows the server's own message for a PIN it refuses, and does not remember that PIN", async () => {
    const asked = shopAnswering({});
    renderInShop(<DeliveryCheck productId="p1" />);
    checkPin("012345");
    expect(await screen.findByText("Enter a 6-digit PIN code")).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(pinInput().getAttribute("aria-invalid")).toBe("true");
    expect(localStorage.getItem(PIN_CODE_KEY)).toBeNull();
  });

  it("puts an answer away once the PIN is edited", async () => {
    shopAnswering({ "560001": anAnswer() });
    renderInShop(<DeliveryCheck productId="p1" />);
    checkPin("560001");
    await screen.findByText("Delivery by Thu, 3 Dec");
    fireEvent.change(pinInput(), { target: { value: "56000" } });
    expect(screen.queryByText("Delivery by Thu, 3 Dec")).toBeNull();
  });
});

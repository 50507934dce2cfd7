import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aProductDetail, aStitchingService } from "@/test/builders";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import ReadyToWearPanel, { type ReadyToWearChoice } from "./ready-to-wear-panel";

afterEach(() => vi.unstubAllGlobals());

const stitching = aStitchingService();

const chosen: ReadyToWearChoice = { services: [{ serviceId: "stitching", styleId: "boat" }], measurementProfileId: null };

function renderForGuest(choice: ReadyToWearChoice = chosen) {
  const onChange = vi.fn();
  const server = fakeFetch({});
  renderInShop(
    <ReadyToWearPanel
      product={aProductDetail({ services: [stitching] })}
      piecePrice={18_000}
      choice={choice}
      onChange={onChange}
      isLoggedIn={false}
      loginPath="/login?next=/product/kanjivaram"
    />,
  );
  return { onChange, server };
}

const typeIn = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe("a guest choosing stitching", () => {
  it("gives her measurements, checked as a profile is, and keeps them with the choice without calling the server", async () => {
    const { onChange, server } = renderForGuest();
    fireEvent.click(await screen.findByRole("button", { name: "+ Give your measurements" }));
    const form = screen.getByRole("form", { name: "New measurement profile" });
    typeIn(form, "Profile name", "Me");
    typeIn(form, "Bust", "70");
    fireEvent.click(within(form).getByRole("button", { name: "Use these measurements" }));
    expect(within(form).getByText("Bust must be between 24 and 60 inches")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    typeIn(form, "Bust", "36");
    typeIn(form, "Waist", "30");
    typeIn(form, "Shoulder", "14");
    typeIn(form, "Blouse length", "15");
    fireEvent.click(within(form).getByRole("button", { name: "Use these measurements" }));
    expect(onChange).toHaveBeenCalledWith({
      ...chosen,
      measurementProfileId: null,
      guestMeasurements: { name: "Me", unit: "in", measurements: { bust: 36, waist: 30, shoulder: 14, blouseLength: 15 } },
    });
    expect(server.calls).toEqual([]);
  });

  it("sees the measurements she gave chosen, and that they join her account when she signs in", async () => {
    const { onChange } = renderForGuest({ ...chosen, guestMeasurements: { name: "Me", unit: "in", measurements: { bust: 36 } } });
    expect(((await screen.findByRole("radio", { name: "Me" })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/saved to your account as “Me” when you/)).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "I'll send my measurements later" }));
    expect(onChange).toHaveBeenCalledWith(chosen);
  });
});

describe("a service that cannot be undone", () => {
  it("tells her, before she buys, that the stitched saree cannot be returned", () => {
    renderForGuest();
    expect(screen.getByText("Stitched or finished for you, this saree cannot be returned; the rest of an order can.")).toBeTruthy();
  });

  it("says nothing of returns for a service that leaves the saree returnable", () => {
    const giftWrap = { ...aStitchingService(), _id: "gift", kind: "giftWrap" as const, name: "Gift wrap", needsMeasurements: false, returnable: true, styles: [] };
    renderInShop(
      <ReadyToWearPanel
        product={aProductDetail({ services: [giftWrap] })}
        piecePrice={18_000}
        choice={{ services: [{ serviceId: "gift" }], measurementProfileId: null }}
        onChange={vi.fn()}
        isLoggedIn={false}
        loginPath="/login"
      />,
    );
    expect(screen.queryByText(/cannot be returned/)).toBeNull();
  });
});

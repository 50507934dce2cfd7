import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { WhatsAppChoice } from "./whatsapp-choice";

const answer = (whatsappOptIn: boolean, whatsappAvailable = true) => ({
  body: { success: true, message: "WhatsApp updates", whatsappOptIn, whatsappAvailable },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the WhatsApp choice in My Account", () => {
  it("starts unticked and, once ticked, asks the shop to send WhatsApp updates", async () => {
    let chosen = false;
    const calls = stubApi({
      "GET /user/whatsapp": () => answer(chosen),
      "PUT /user/whatsapp": (body) => {
        chosen = (body as { whatsappOptIn: boolean }).whatsappOptIn;
        return answer(chosen);
      },
    });
    renderInShop(<WhatsAppChoice phone="9876543210" />);
    const box = (await screen.findByRole("checkbox", { name: /Order updates on WhatsApp/ })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls).toContainEqual({ method: "PUT", path: "/user/whatsapp", body: { whatsappOptIn: true } });
  });

  it("is not offered when the shop sends no WhatsApp, nor to an account without a phone", async () => {
    const calls = stubApi({ "GET /user/whatsapp": answer(false, false) });
    const { unmount } = renderInShop(<WhatsAppChoice phone="9876543210" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("checkbox")).toBeNull();
    unmount();
    renderInShop(<WhatsAppChoice phone={null} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(calls).toHaveLength(1);
  });
});

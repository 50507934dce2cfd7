import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveFile } from "@/lib/save-file";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { GenerateCodesDialog } from "./generate-codes-dialog";

vi.mock("@/lib/save-file", () => ({ saveFile: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

const PROMOTION = { _id: "5b9e7c1a-0000-4000-8000-000000000001", title: "Influencer 20% off", code: "INFLUENCE" };

function renderDialog(onGenerated = vi.fn()) {
  renderInShop(<GenerateCodesDialog open promotion={PROMOTION} onClose={vi.fn()} onGenerated={onGenerated} />);
  return onGenerated;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the generate codes dialog", () => {
  it("makes the codes asked for, says how many, and downloads the promotion's codes as CSV", async () => {
    const exportUrls: string[] = [];
    const api = fakeFetch({
      "/promotions/generateCodes": () => ({
        success: true,
        message: "2 codes created",
        codes: ["RIYA-ABCDEFGH", "RIYA-JKMNPQRS"],
      }),
      "/promotions/exportCodes": (_body, request) => {
        exportUrls.push(request.url);
        return "code,used,order\r\nRIYA-ABCDEFGH,no,\r\n";
      },
    });
    const onGenerated = renderDialog();
    fill("How many codes", "2");
    fill("Prefix", "riya");
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));

    expect(await screen.findByText("2 codes created")).toBeTruthy();
    expect(api.callsTo("/promotions/generateCodes").map((call) => call.body)).toEqual([
      { promotionId: PROMOTION._id, count: 2, prefix: "RIYA" },
    ]);
    expect(onGenerated).toHaveBeenCalledWith(["RIYA-ABCDEFGH", "RIYA-JKMNPQRS"]);

    fireEvent.click(screen.getByRole("button", { name: "Download codes (CSV)" }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    expect(new URL(exportUrls[0]!).searchParams.get("promotionId")).toBe(PROMOTION._id);
    const [file, filename] = vi.mocked(saveFile).mock.calls[0]!;
    expect(filename).toBe("codes-INFLUENCE.csv");
    expect(await file.text()).toContain("RIYA-ABCDEFGH");
  });

  it("says what is wrong with the count or prefix before asking the shop", async () => {
    const api = fakeFetch({});
    renderDialog();
    fill("How many codes", "1001");
    fill("Prefix", "NO-DASH");
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));

    expect(await screen.findByText("Make at most 1000 codes at a time")).toBeTruthy();
    expect(screen.getByText("A prefix has up to 12 letters or digits")).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole("button", { name: "Download codes (CSV)" })).toBeNull();
  });

  it("shows the shop's refusal and reports no codes made", async () => {
    fakeFetch({
      "/promotions/generateCodes": () => {
        throw {
          status: 409,
          message: "A promotion holds at most 5000 codes; it has 4990, so at most 10 more can be made",
        };
      },
    });
    const onGenerated = renderDialog();
    fill("How many codes", "50");
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));

    expect(
      await screen.findByText("A promotion holds at most 5000 codes; it has 4990, so at most 10 more can be made"),
    ).toBeTruthy();
    expect(onGenerated).not.toHaveBeenCalled();
    expect(screen.queryByText(/codes created/)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import { renderJobCardsPdf } from "./job-card-pdf.js";

describe("a tailor's job card", () => {
  it("prints a customer's and a profile's names in the script they were written in, with every measurement", async () => {
    const pdf = await renderJobCardsPdf([
      {
        publicOrderId: "PL-1042",
        customerName: "आशा राव",
        productName: "Kanjivaram Silk Saree",
        size: "Free Size",
        services: [{ name: "Blouse stitching", styleName: "Boat neck" }],
        dueDate: "2026-12-14",
        measurements: { name: "अम्मा", unit: "in", measurements: { bust: 38, waist: 34, shoulder: 14.5, blouseLength: 15 } },
      },
    ]);
    const text = await pdfText(pdf);
    expect(text).toContain("Order PL-1042 · आशा राव");
    // The text extractor may read a space where the script changes; the comma itself must be printed.
    expect(text).toMatch(/Measurements \(अम्मा ?, inches\)/);
    expect(text).toContain("Blouse stitching: Boat neck");
    expect(text).toMatch(/Bust 38 in/);
  });
});

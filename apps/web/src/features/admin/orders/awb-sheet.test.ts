import { describe, expect, it } from "vitest";
import { readAwbSheet } from "./awb-sheet";

const shipping = ["PL-2611-AB12", "PL-2611-CD34", "PL-2611-EF56"];

describe("reading pasted or uploaded AWBs", () => {
  it("takes a CSV with a heading, quotes and Windows line ends", () => {
    const sheet = 'Order,AWB\r\n"PL-2611-AB12","DLV1001"\r\nPL-2611-CD34,DLV1002\r\n';
    expect(readAwbSheet(sheet, shipping)).toEqual({
      awbs: { "PL-2611-AB12": "DLV1001", "PL-2611-CD34": "DLV1002" },
      unknown: [],
    });
  });

  it("takes lines pasted from a sheet with tabs or spaces, numbers with # and in any case", () => {
    expect(readAwbSheet("#pl-2611-ab12\tDLV1\nPL-2611-EF56   DLV3\n\n", shipping).awbs).toEqual({
      "PL-2611-AB12": "DLV1",
      "PL-2611-EF56": "DLV3",
    });
  });

  it("names orders that are not being shipped instead of guessing", () => {
    expect(readAwbSheet("PL-2611-ZZ99,DLV9\nPL-2611-AB12;DLV1", shipping)).toEqual({
      awbs: { "PL-2611-AB12": "DLV1" },
      unknown: ["PL-2611-ZZ99"],
    });
  });
});

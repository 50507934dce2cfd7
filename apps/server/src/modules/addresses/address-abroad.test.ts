import type { Address } from "@pallu/domain";
import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { aChennaiAddress, aNewJerseyAddress, aSignedInUser } from "../../test/user-builders.js";

const shop = useTestShop();

type ListBody = { success: boolean; message: string; address: Address[] };
type Refusal = { success: false; message: string; errors: { field: string; message: string }[] };

async function addAddress(payload: object) {
  const { headers } = await aSignedInUser(shop.deps.db);
  return shop.app.inject({ method: "POST", url: "/api/v1/user/addAddress", headers, payload });
}

describe("addresses outside India", () => {
  it("keeps a New Jersey address with its country, its ZIP code and its phone in international form", async () => {
    const response = await addAddress(aNewJerseyAddress);
    expect(response.statusCode).toBe(200);
    expect(response.json<ListBody>().address[0]).toMatchObject({
      country: "US",
      state: "New Jersey",
      pinCode: "07030",
      phoneNumber: "+12015550123",
    });
  });

  it("answers a bad ZIP code, a bad phone and a missing state each with its own message, and keeps nothing", async () => {
    const cases: [object, string, string][] = [
      [{ ...aNewJerseyAddress, pinCode: "0703" }, "pinCode", "Zip Code is not valid for United States"],
      [{ ...aNewJerseyAddress, phoneNumber: "555-01" }, "phoneNumber", "Phone Number is not valid for United States"],
      [{ ...aNewJerseyAddress, state: "" }, "state", "State is required"],
      [{ ...aNewJerseyAddress, state: "Ontario" }, "state", "Please choose a state of United States from the list"],
      [{ ...aNewJerseyAddress, pinCode: "" }, "pinCode", "Zip Code is required"],
      [{ ...aNewJerseyAddress, country: "XX" }, "country", "Please choose a country from the list"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await addAddress(payload);
      expect(response.statusCode, message).toBe(400);
      const body = response.json<Refusal>();
      expect(body.message, message).toContain(message);
      expect(body.errors, message).toEqual([{ field, message }]);
    }
    const { headers } = await aSignedInUser(shop.deps.db);
    await shop.app.inject({ method: "POST", url: "/api/v1/user/addAddress", headers, payload: { ...aNewJerseyAddress, pinCode: "1" } });
    const list = await shop.app.inject({ method: "GET", url: "/api/v1/user/getAddress", headers });
    expect(list.json<ListBody>().address).toEqual([]);
  });

  it("needs no state in the United Kingdom and no postal code in the United Arab Emirates", async () => {
    const london = { ...aNewJerseyAddress, city: "London", state: "", pinCode: "sw1a 1aa", phoneNumber: "020 7946 0958", country: "GB" };
    const uk = await addAddress(london);
    expect(uk.statusCode).toBe(200);
    expect(uk.json<ListBody>().address[0]).toMatchObject({ pinCode: "SW1A 1AA", phoneNumber: "+442079460958" });
    const dubai = { ...aNewJerseyAddress, city: "Dubai", state: "Dubai", pinCode: "", phoneNumber: "050 123 4567", country: "AE" };
    expect((await addAddress(dubai)).statusCode).toBe(200);
  });

  it("keeps India the default: an address without a country is India's, with India's messages", async () => {
    const response = await addAddress(aChennaiAddress);
    expect(response.json<ListBody>().address[0]).toMatchObject({ country: "IN", phoneNumber: "9876543210" });
    const wrongPin = await addAddress({ ...aChennaiAddress, country: "IN", pinCode: "07030" });
    expect(wrongPin.json<Refusal>().message).toContain("Zip Code must be 6 digits");
  });
});

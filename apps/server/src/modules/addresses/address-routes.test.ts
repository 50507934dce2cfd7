import { ADDRESS_LIMIT, type Address } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses } from "../../db/schema/index.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aChennaiAddress, aSignedInUser, anAddress } from "../../test/user-builders.js";

const shop = useTestShop();

type Headers = { authorization: string };
type ListBody = { success: boolean; message: string; address: Address[] };
const home = aChennaiAddress;
const call = (url: string, headers: Headers, payload?: object) =>
  shop.app.inject({
    method: payload ? "POST" : "GET",
    url: `/api/v1/user/${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });

describe("managing addresses", () => {
  it("adds, edits and removes an address, answering the whole list each time", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const added = await call("addAddress", headers, home);
    expect(added.statusCode).toBe(200);
    const [address] = added.json<ListBody>().address;
    expect(address).toMatchObject({ ...home, _id: expect.any(String) });

    const second = await call("addAddress", headers, {
      ...home,
      name: "Office",
      addressLine2: "",
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411001",
    });
    expect(second.json<ListBody>().address.map((a) => a.name)).toEqual(["Lakshmi Narayanan", "Office"]);
    expect(second.json<ListBody>().address[1]?.addressLine2).toBeNull();

    const updated = await call("updateAddress", headers, { ...home, id: address!._id, city: "Madurai" });
    expect(updated.json<ListBody>()).toMatchObject({ success: true, message: "Address updated" });
    expect(updated.json<ListBody>().address[0]?.city).toBe("Madurai");

    const removed = await call("removeAddress", headers, { id: address!._id });
    expect(removed.json<ListBody>().address.map((a) => a.name)).toEqual(["Office"]);
    expect((await call("getAddress", headers)).json<ListBody>().address).toHaveLength(1);
  });

  it("keeps one user's addresses away from another: reading, editing and removing answer 404 and change nothing", async () => {
    const owner = await aSignedInUser(shop.deps.db);
    const other = await aSignedInUser(shop.deps.db);
    const theirs = await anAddress(shop.deps.db, owner.user.id);

    expect((await call("getAddress", other.headers)).json<ListBody>().address).toEqual([]);
    const edit = await call("updateAddress", other.headers, { ...home, id: theirs.id, name: "Hijacked" });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ success: false, message: "Address not found" });
    expect((await call("removeAddress", other.headers, { id: theirs.id })).statusCode).toBe(404);

    const [stored] = await shop.deps.db.select().from(addresses).where(eq(addresses.id, theirs.id));
    expect(stored?.name).toBe(theirs.name);
    expect((await call("removeAddress", owner.headers, { id: "not-a-uuid" })).statusCode).toBe(404);
  });

  it("validates the fields with the spec's messages", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const cases: [object, string][] = [
      [{ ...home, name: " " }, "Name is required"],
      [{ ...home, addressLine1: "" }, "Address Line 1 is required"],
      [{ ...home, city: "" }, "City is required"],
      [{ ...home, state: undefined }, "State is required"],
      [{ ...home, pinCode: "" }, "Zip Code is required"],
      [{ ...home, phoneNumber: "" }, "Phone Number is required"],
      [{ ...home, pinCode: "6000" }, "Zip Code must be 6 digits"],
      [{ ...home, phoneNumber: "98765" }, "Phone Number must be 10 digits"],
    ];
    for (const [payload, message] of cases) {
      const response = await call("addAddress", headers, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });

  it("accepts only a state of India and a city of that state", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const wrongState = await call("addAddress", headers, { ...home, state: "Atlantis" });
    expect(wrongState.json<{ message: string }>().message).toContain("Please choose a state from the list");
    const wrongCity = await call("addAddress", headers, { ...home, city: "Mumbai" });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json<{ message: string }>().message).toContain("Please choose a city of Tamil Nadu from the list");
    expect(
      (await call("addAddress", headers, { ...home, state: "Ladakh", city: "Leh", pinCode: "194101" })).statusCode,
    ).toBe(200);
  });

  it("reads a phone number written with +91, spaces or dashes as its 10 digits", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const response = await call("addAddress", headers, { ...home, phoneNumber: "+91 98765-43210" });
    expect(response.json<ListBody>().address[0]?.phoneNumber).toBe("9876543210");
  });

  it(`keeps at most ${ADDRESS_LIMIT} addresses per user`, async () => {
    const { headers, user } = await aSignedInUser(shop.deps.db);
    for (let i = 1; i < ADDRESS_LIMIT; i += 1) await anAddress(shop.deps.db, user.id, { name: `Address ${i}` });
    expect((await call("addAddress", headers, home)).statusCode).toBe(200);
    const overLimit = await call("addAddress", headers, home);
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json()).toEqual({
      success: false,
      message: `You can keep at most ${ADDRESS_LIMIT} addresses. Please remove one first.`,
    });
  });

  it("needs a logged-in caller", async () => {
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/user/getAddress" })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: "POST", url: "/api/v1/user/addAddress", payload: home })).statusCode).toBe(
      401,
    );
  });
});

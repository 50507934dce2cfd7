import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TestShop } from "../test/test-app.js";
import { sentTo } from "../test/outbox.js";
import { aSignedInUser, aUser } from "../test/user-builders.js";
import { aPhoto, startListeningShop, type SpecClient } from "./spec-client.js";
import { Address, answerOf, read, User } from "./spec-entities.js";

/** The auth and user calls of docs/api.md#auth and #user, called as a client written from the spec calls them. */

let shop: TestShop;
let guest: SpecClient;

const Message = answerOf({});
const UserAnswer = answerOf({ user: User });
const Addresses = answerOf({ address: z.array(Address) });
const CODE = /\b(\d{6})\b/;

beforeAll(async () => {
  ({ shop, guest } = await startListeningShop());
});
afterAll(() => shop.close());

describe("signing up and in", () => {
  it("sends a code, signs up with it and signs in, all as urlencoded forms", async () => {
    const email = "kavya.menon@example.com";
    read(Message, await guest.form("POST", "/auth/sendOTP", { email }));
    const otp = await sentTo(shop.deps.db, email, CODE);
    const signup = { fullname: "Kavya Menon", email, password: "silk-and-zari", confirmPassword: "silk-and-zari", otp };
    const signedUp = await guest.form("POST", "/user/signup", signup);
    expect(signedUp.status).toBeLessThan(300);
    read(Message, { ...signedUp, status: 200 });

    const { token } = read(answerOf({ token: z.string().min(1) }), await guest.form("POST", "/user/signin", { email, password: "silk-and-zari" }));
    const me = guest.as(token);
    const { user } = read(UserAnswer, await me.get("/user/getUser"));
    expect(user).toMatchObject({ fullname: "Kavya Menon", email, address: [] });
    for (const method of ["GET", "POST"] as const) read(Message, await me.json(method, "/user/getToken"));
  });

  it("answers 401 to getUser without a session, as the login check expects", async () => {
    expect((await guest.get("/user/getUser")).status).toBe(401);
  });
});

describe("links and contacts", () => {
  it("verifies an account through the link it mails", async () => {
    const { token, user } = await aSignedInUser(shop.deps.db, { isVerified: false });
    const me = guest.as(token);
    read(Message, await me.bare("POST", "/auth/getVerificationLink", "empty form"));
    const link = await sentTo(shop.deps.db, user.email!, /\/verify\/([\w-]+)/);
    read(Message, await me.form("POST", "/auth/verification", { token: link }));
    expect(read(UserAnswer, await me.get("/user/getUser")).user.isVerified).toBe(true);
  });

  it("resets a forgotten password through the link it mails", async () => {
    const user = await aUser(shop.deps.db);
    read(Message, await guest.form("POST", "/auth/getResetPasswordLink", { email: user.email! }));
    const link = await sentTo(shop.deps.db, user.email!, /\/reset-password\/([\w-]+)/);
    read(Message, await guest.json("POST", "/auth/resetPassword", { token: link, password: "a-new-secret" }));
    read(answerOf({ token: z.string() }), await guest.json("POST", "/user/signin", { email: user.email, password: "a-new-secret" }));
  });

  it("adds a phone number with the code sent to it, with PUT", async () => {
    const { token } = await aSignedInUser(shop.deps.db);
    const me = guest.as(token);
    const phone = "9876501234";
    read(Message, await me.form("POST", "/auth/sendOTP", { phone }));
    const otp = await sentTo(shop.deps.db, phone, CODE);
    const { user } = read(UserAnswer, await me.form("PUT", "/auth/addEmailOrPhone", { phone, otp }));
    expect(user.phone).toBe(phone);
  });
});

describe("the profile", () => {
  it("updates the name and photo with a multipart form, and removes the photo with removeDP=yes", async () => {
    const { token } = await aSignedInUser(shop.deps.db);
    const me = guest.as(token);
    const form = new FormData();
    form.append("fullname", "Meera Iyer");
    form.append("image", await aPhoto());
    const UpdatedAnswer = answerOf({ updatedUser: User });
    const { updatedUser } = read(UpdatedAnswer, await me.multipart("POST", "/user/updateUser", form));
    expect(updatedUser.fullname).toBe("Meera Iyer");
    expect(updatedUser.image).toBeTruthy();
    const removal = new FormData();
    removal.append("removeDP", "yes");
    expect(read(UpdatedAnswer, await me.multipart("POST", "/user/updateUser", removal)).updatedUser.image ?? null).toBeNull();
  });
});

describe("addresses", () => {
  it("adds, lists, updates and removes addresses, each answered with the whole list", async () => {
    const { token } = await aSignedInUser(shop.deps.db);
    const me = guest.as(token);
    const home = {
      name: "Meera Iyer",
      addressLine1: "14, Temple Street",
      addressLine2: "",
      city: "Chennai",
      state: "Tamil Nadu",
      pinCode: "600004",
      phoneNumber: "9876543210",
    };
    const added = read(Addresses, await me.form("POST", "/user/addAddress", home));
    expect(added.address).toHaveLength(1);
    read(Addresses, await me.get("/user/getAddress"));
    const id = added.address[0]!._id;
    const updated = read(Addresses, await me.json("POST", "/user/updateAddress", { id, ...home, addressLine1: "16, Temple Street" }));
    expect(updated.address[0]!.addressLine1).toBe("16, Temple Street");
    const removed = read(Addresses, await me.form("POST", "/user/removeAddress", { id }));
    expect(removed.address).toEqual([]);
  });

  it("does not let one customer change another's address", async () => {
    const owner = guest.as((await aSignedInUser(shop.deps.db)).token);
    const other = guest.as((await aSignedInUser(shop.deps.db)).token);
    const home = { name: "A", addressLine1: "1 Road", city: "Chennai", state: "Tamil Nadu", pinCode: "600004", phoneNumber: "9876543210" };
    const { address } = read(Addresses, await owner.json("POST", "/user/addAddress", home));
    expect((await other.json("POST", "/user/removeAddress", { id: address[0]!._id })).status).toBe(404);
    expect(read(Addresses, await owner.get("/user/getAddress")).address).toHaveLength(1);
  });
});

describe("users in the back office", () => {
  it("lists users for the admin and deletes one", async () => {
    const admin = guest.as((await aSignedInUser(shop.deps.db, { userType: "Admin" })).token);
    const customer = await aUser(shop.deps.db, { fullname: "Deleted Soon" });
    const Users = answerOf({ users: z.array(z.looseObject({ _id: z.string(), fullname: z.string(), isVerified: z.boolean(), createdAt: z.string() })) });
    for (const method of ["GET", "POST"] as const) read(Users, await admin.json(method, "/user/getAllUsers"));
    read(Message, await admin.json("DELETE", "/user/deleteUser", { id: customer.id }));
    const { users } = read(Users, await admin.get("/user/getAllUsers", { search: "Deleted Soon" }));
    expect(users).toEqual([]);
    const shopper = guest.as((await aSignedInUser(shop.deps.db)).token);
    expect((await shopper.get("/user/getAllUsers")).status).toBe(403);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { sentTo } from "../../test/outbox.js";
import { aTestClock } from "../../test/test-app.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { aSignedInUser, bearer } from "../../test/user-builders.js";

const clock = aTestClock(new Date("2026-11-20T04:30:00Z"));
const shop = useTestShop({}, { now: clock.now });
const owner = useSignedInUser(shop, { role: "owner", fullname: "Meera Iyer" });

let sequence = 0;
const anEmail = () => `packer${++sequence}-${Date.now()}@example.com`;

async function invite(payload: object) {
  return shop.app.inject({ method: "POST", url: "/api/v1/staff/inviteStaff", headers: owner.headers, payload });
}

/** Invites someone with the role, and answers the token their mail's link carries. */
async function invitedToken(email: string, role = "orders") {
  const response = await invite({ email, fullname: "Ravi Kumar", role });
  expect(response.statusCode, response.body).toBe(200);
  return sentTo(shop.deps.db, email, /\/staff-invite\/([A-Za-z0-9_-]+)/);
}

const accept = (token: string, password = "packs-with-care-42") =>
  shop.app.inject({ method: "POST", url: "/api/v1/staff/acceptInvite", payload: { token, password } });

const getUser = (headers: Record<string, string>) =>
  shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers });

async function aMember(role: string) {
  const response = await accept(await invitedToken(anEmail(), role));
  expect(response.statusCode, response.body).toBe(200);
  const headers = bearer((response.json() as { token: string }).token);
  const { user } = (await getUser(headers)).json() as { user: { _id: string } };
  return { id: user._id, headers };
}

const updateStaff = (staffId: string, role: string, headers = owner.headers) =>
  shop.app.inject({ method: "PUT", url: "/api/v1/staff/updateStaff", headers, payload: { staffId, role } });
const removeStaff = (staffId: string, headers = owner.headers) =>
  shop.app.inject({ method: "DELETE", url: "/api/v1/staff/removeStaff", headers, payload: { staffId } });

describe("inviting staff", () => {
  it("mails a link that signs the new member in with their role, and a spec client still sees an Admin", async () => {
    const email = anEmail();
    const response = await invite({ email, fullname: "Ravi Kumar", role: "orders" });
    expect(response.statusCode, response.body).toBe(200);
    const { invite: answered } = response.json() as { invite: { link: string; role: string; expiresAt: string } };
    expect(answered.role).toBe("orders");
    expect(new Date(answered.expiresAt).getTime() - clock.now().getTime()).toBe(72 * 3_600_000);
    const token = await sentTo(shop.deps.db, email, /\/staff-invite\/([A-Za-z0-9_-]+)/);
    expect(answered.link).toContain(`/staff-invite/${token}`);

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.headers["set-cookie"]).toContain("pallu_session=");
    const { user } = (await getUser(bearer((accepted.json() as { token: string }).token))).json() as {
      user: { userType: string; role: string; fullname: string };
    };
    expect(user).toMatchObject({ userType: "Admin", role: "orders", fullname: "Ravi Kumar" });
  });

  it("lets a link be used once", async () => {
    const token = await invitedToken(anEmail());
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, "another-password-99");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: "This invitation has expired or was already used. Ask the shop's owner for a new one",
    });
  });

  it("lets a link lapse after 72 hours", async () => {
    const token = await invitedToken(anEmail());
    clock.later(72 * 60 + 1);
    const late = await accept(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: "This invitation has expired or was already used. Ask the shop's owner for a new one",
    });
  });

  it("withdraws the earlier link when the same person is invited again", async () => {
    const email = anEmail();
    const first = await invitedToken(email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await invitedToken(email, "support");
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it("refuses an address that already has an account", async () => {
    const customer = await aSignedInUser(shop.deps.db);
    const response = await invite({ email: customer.user.email, fullname: "A Shopper", role: "support" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: "This email or phone belongs to a customer's account; invite another address",
    });
  });

  it("lets only an owner invite", async () => {
    const manager = await aMember("manager");
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/v1/staff/inviteStaff",
      headers: manager.headers,
      payload: { email: anEmail(), fullname: "Someone", role: "owner" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: "Your role (Manager) does not allow this" });
  });
});

describe("roles and removal", () => {
  it("ends a member's sessions at once when their role changes", async () => {
    const member = await aMember("orders");
    expect((await getUser(member.headers)).statusCode).toBe(200);
    const changed = await updateStaff(member.id, "support");
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await getUser(member.headers)).statusCode).toBe(401);
    const [row] = await shop.deps.db.select({ role: users.staffRole }).from(users).where(eq(users.id, member.id));
    expect(row!.role).toBe("support");
  });

  it("ends a removed member's sessions at once, and keeps them off every staff route", async () => {
    const member = await aMember("orders");
    const orders = () =>
      shop.app.inject({ method: "POST", url: "/api/v1/order/getOrders", headers: member.headers, payload: {} });
    expect((await orders()).statusCode).toBe(200);
    expect((await removeStaff(member.id)).statusCode).toBe(200);
    expect((await orders()).statusCode).toBe(401);
    expect((await getUser(member.headers)).statusCode).toBe(401);
    const listed = (
      await shop.app.inject({ method: "GET", url: "/api/v1/staff/getStaff", headers: owner.headers })
    ).json() as { staff: { _id: string }[] };
    expect(listed.staff.map((entry) => entry._id)).not.toContain(member.id);
  });

  it("keeps the last owner: neither removed nor demoted", async () => {
    const listed = (
      await shop.app.inject({ method: "GET", url: "/api/v1/staff/getStaff", headers: owner.headers })
    ).json() as { staff: { _id: string; role: string }[] };
    const owners = listed.staff.filter((member) => member.role === "owner");
    expect(owners.map((member) => member._id)).toEqual([owner.user.id]);

    for (const refused of [await removeStaff(owner.user.id), await updateStaff(owner.user.id, "manager")]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: "The shop must keep at least one owner: make someone else an owner first",
      });
    }
    expect((await getUser(owner.headers)).json()).toMatchObject({ user: { role: "owner" } });
  });

  it("lets an owner step down once another owner is there", async () => {
    const second = await aMember("owner");
    const stepDown = await updateStaff(second.id, "manager");
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    const other = await aMember("owner");
    expect((await removeStaff(other.id)).statusCode).toBe(200);
  });

  it("answers 404 for an id that is not on the staff, and 400 for an unknown role", async () => {
    const customer = await aSignedInUser(shop.deps.db);
    expect((await updateStaff(customer.user.id, "orders")).statusCode).toBe(404);
    const unknown = await updateStaff(owner.user.id, "janitor");
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps staff out of the customers' delete", async () => {
    const member = await aMember("support");
    const response = await shop.app.inject({
      method: "DELETE",
      url: "/api/v1/user/deleteUser",
      headers: owner.headers,
      payload: { id: member.id },
    });
    expect(response.statusCode).toBe(403);
    expect((await getUser(member.headers)).statusCode).toBe(200);
  });
});

describe("what a role reaches beyond the staff routes", () => {
  it("lets only a role that moderates reviews delete a customer's review", async () => {
    const customer = await aSignedInUser(shop.deps.db);
    const product = await aProduct(shop.deps.db, { options: [{ original: 900, stock: 2 }] });
    const created = await shop.post("/review/createReview", customer.headers, {
      productId: product.id,
      stars: 5,
      review: "Lovely weave",
    });
    const reviewId = (created.json() as { savedReview: { _id: string } }).savedReview._id;
    const packer = await aMember("orders");
    const refused = await shop.post("/review/deleteReview", packer.headers, { reviewId });
    expect(refused.statusCode).toBe(403);
    const moderator = await aMember("catalogue");
    expect((await shop.post("/review/deleteReview", moderator.headers, { reviewId })).statusCode).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses, orders, users } from "../../db/schema/index.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress, signIn } from "../../test/user-builders.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin", fullname: "Shop Admin" });

type ListBody = {
  users: { _id: string; fullname: string; email: string | null; isVerified: boolean; ordersCount: number }[];
  pagination: { currentPage: number; totalPages: number; totalCount: number };
  totalUsers: number;
  customers: number;
  admins: number;
};
const list = (query: string, headers = admin.headers) =>
  shop.app.inject({ method: "GET", url: `/api/v1/user/getAllUsers${query}`, headers });
const remove = (id: string, headers = admin.headers) =>
  shop.app.inject({ method: "DELETE", url: "/api/v1/user/deleteUser", headers, payload: { id } });

async function anOrderOf(userId: string) {
  await shop.deps.db.insert(orders).values({
    publicOrderId: `PAL-${Math.random().toString(36).slice(2, 10)}`,
    userId,
    paymentType: "cod",
    address: {
      name: "A",
      addressLine1: "B",
      addressLine2: null,
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411001",
      phoneNumber: "9876543210",
    },
    totalPaise: 100_000,
  });
}

describe("admin user management", () => {
  it("lists users a page at a time with their verification and order counts, and no secret field", async () => {
    const shopper = await aSignedInUser(shop.deps.db, { fullname: "Radha Krishnan", isVerified: false });
    await anOrderOf(shopper.user.id);
    await anOrderOf(shopper.user.id);
    const response = await list("?page=1&limit=50");
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody>();
    expect(body.users.find((u) => u._id === shopper.user.id)).toMatchObject({
      fullname: "Radha Krishnan",
      isVerified: false,
      ordersCount: 2,
    });
    expect(body.pagination).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(body.totalUsers).toBe(body.users.length);
    // The same count of customers as the dashboard's Total Users.
    const dashboard = await shop.post("/products/getGraphData", admin.headers, { lists: false });
    const { totals } = dashboard.json<{ totals: { users: number } }>();
    expect(body.customers).toBe(totals.users);
    expect(body.customers + body.admins).toBe(body.users.length);
    expect(response.body).not.toMatch(/password|hash|token/i);
  });

  it("searches by name, email or phone, treating % and _ as plain text", async () => {
    await aSignedInUser(shop.deps.db, {
      fullname: "Meenakshi Sundaram",
      email: "meena@example.com",
      phone: "9555500001",
    });
    for (const search of ["meenakshi", "MEENA@", "95555"]) {
      const names = list(`?search=${encodeURIComponent(search)}`).then((r) =>
        r.json<ListBody>().users.map((u) => u.fullname),
      );
      expect(await names).toEqual(["Meenakshi Sundaram"]);
    }
    expect((await list("?search=%25")).json<ListBody>().users).toEqual([]);
  });

  it("pages through users", async () => {
    const response = await list("?page=2&limit=1");
    const body = response.json<ListBody>();
    expect(body.users).toHaveLength(1);
    expect(body.pagination.currentPage).toBe(2);
    expect(body.pagination.totalPages).toBe(body.totalUsers);
  });

  it("anonymises a deleted user: personal data, sessions and addresses go, orders stay", async () => {
    const victim = await aSignedInUser(shop.deps.db, { fullname: "Gone Soon", phone: "9555500002" });
    await anAddress(shop.deps.db, victim.user.id);
    await anOrderOf(victim.user.id);
    const response = await remove(victim.user.id);
    expect(response.statusCode).toBe(200);

    const [row] = await shop.deps.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row).toMatchObject({ fullname: "Deleted user", email: null, phone: null, image: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).not.toMatch(/^\$argon2/);
    expect(await shop.deps.db.select().from(addresses).where(eq(addresses.userId, victim.user.id))).toEqual([]);
    expect(await shop.deps.db.select().from(orders).where(eq(orders.userId, victim.user.id))).toHaveLength(1);
    expect(
      (await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: victim.headers })).statusCode,
    ).toBe(401);
    await expect(signIn(shop.app, { email: victim.user.email, password: "password-123" })).rejects.toThrow(/401/);
    expect((await list("?limit=100")).json<ListBody>().users.map((u) => u._id)).not.toContain(victim.user.id);
    expect((await remove(victim.user.id)).statusCode).toBe(404);
  });

  it("does not let an admin delete their own account", async () => {
    const response = await remove(admin.user.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: "You cannot delete your own account" });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await remove("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await remove("not-a-uuid")).statusCode).toBe(404);
  });

  it("is for admins only: a guest gets 401 and a customer 403", async () => {
    const customer = await aSignedInUser(shop.deps.db);
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/user/getAllUsers" })).statusCode).toBe(401);
    expect((await list("", customer.headers)).statusCode).toBe(403);
    const guestDelete = await shop.app.inject({
      method: "DELETE",
      url: "/api/v1/user/deleteUser",
      payload: { id: customer.user.id },
    });
    expect(guestDelete.statusCode).toBe(401);
    expect((await remove(admin.user.id, customer.headers)).statusCode).toBe(403);
  });
});

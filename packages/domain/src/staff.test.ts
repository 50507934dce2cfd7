import { describe, expect, it } from "vitest";
import { ALL_PERMISSIONS, can, counterOrderRefusal, ROLES, staffStepRefusal, STAFF_ROLES } from "./staff.js";

const limits = { supportRefundLimitRupees: 2_000 };

describe("the role table", () => {
  it("gives the owner every permission and keeps staff and settings from the manager", () => {
    expect(ALL_PERMISSIONS.every((permission) => can("owner", permission))).toBe(true);
    expect(can("manager", "staff.manage")).toBe(false);
    expect(can("manager", "settings.manage")).toBe(false);
    expect(can("manager", "audit.read")).toBe(true);
  });

  it("lets no role but owner and manager delete anything, refund without a limit, or change prices", () => {
    for (const role of STAFF_ROLES.filter((role) => role !== "owner" && role !== "manager" && role !== "catalogue")) {
      for (const permission of ["catalogue.delete", "customers.delete", "catalogue.edit", "settings.manage"] as const) {
        expect(can(role, permission), `${role} ${permission}`).toBe(false);
      }
    }
    expect(can("orders", "orders.refund")).toBe(false);
    expect(can("catalogue", "orders.read")).toBe(false);
    expect(can("catalogue", "customers.read")).toBe(false);
  });

  it("names every permission it grants", () => {
    for (const role of STAFF_ROLES)
      for (const permission of ROLES[role].permissions) expect(ALL_PERMISSIONS).toContain(permission);
  });
});

describe("a member of staff's order steps", () => {
  it("refuses a step outside the role", () => {
    expect(staffStepRefusal("orders", { to: "shipped" }, limits)).toBeNull();
    expect(staffStepRefusal("orders", { to: "refunded", refundPaise: 100 }, limits)).toBe(
      "Your role (Orders) does not allow this",
    );
    expect(staffStepRefusal("support", { tracking: true }, limits)).toBe("Your role (Support) does not allow this");
  });

  it("holds Support to the owner's refund limit, to the paisa", () => {
    expect(staffStepRefusal("support", { to: "inspected", refundPaise: 200_000 }, limits)).toBeNull();
    expect(staffStepRefusal("support", { to: "inspected", refundPaise: 200_001 }, limits)).toBe(
      "Refunds above ₹2,000 need an owner or a manager",
    );
    expect(staffStepRefusal("manager", { to: "inspected", refundPaise: 9_000_000 }, limits)).toBeNull();
  });
});

describe("a counter order taken by a member of staff", () => {
  const limits = { supportDiscountLimitRupees: 500 };
  const plain = { discountPaise: 0, alreadyPaid: false };

  it("lets Support give a discount up to the owner's limit, and no further", () => {
    expect(counterOrderRefusal("support", { ...plain, discountPaise: 50_000 }, limits)).toBeNull();
    expect(counterOrderRefusal("support", { ...plain, discountPaise: 50_001 }, limits)).toBe(
      "Discounts above ₹500 need an owner or a manager",
    );
    expect(counterOrderRefusal("manager", { ...plain, discountPaise: 5_000_000 }, limits)).toBeNull();
  });

  it("leaves recording money already received to owners and managers", () => {
    expect(counterOrderRefusal("support", { ...plain, alreadyPaid: true }, limits)).toBe("Your role (Support) does not allow this");
    expect(counterOrderRefusal("owner", { ...plain, alreadyPaid: true }, limits)).toBeNull();
    expect(counterOrderRefusal("manager", { ...plain, alreadyPaid: true }, limits)).toBeNull();
  });

  it("refuses a discount to a role without it, and asks nothing of an order without one", () => {
    expect(counterOrderRefusal("orders", { ...plain, discountPaise: 100 }, limits)).toBe("Your role (Orders) does not allow this");
    expect(counterOrderRefusal("support", plain, limits)).toBeNull();
  });
});

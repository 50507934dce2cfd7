import { can, type StaffRole } from "@pallu/domain";
import { describe, expect, it } from "vitest";
import { ADMIN_SCREENS, screensFor } from "./admin-screens";

const pathsFor = (role: StaffRole) => screensFor((permission) => can(role, permission)).map((screen) => screen.path);

describe("the back office's menu by role", () => {
  it("gives an owner every screen, Staff and Settings included", () => {
    expect(pathsFor("owner")).toEqual(ADMIN_SCREENS.map((screen) => screen.path));
  });

  it("gives a manager everything but Staff and Settings", () => {
    expect(pathsFor("manager")).not.toContain("/admin/staff");
    expect(pathsFor("manager")).not.toContain("/admin/settings");
    expect(pathsFor("manager")).toContain("/admin/audit");
  });

  it("gives the order desk its orders, returns and the tailoring desk only", () => {
    expect(pathsFor("orders")).toEqual(["/admin/orders", "/admin/returns", "/admin/tailoring"]);
  });

  it("gives the catalogue role products, categories and home content, and no orders or customers", () => {
    expect(pathsFor("catalogue")).toEqual([
      "/admin/home",
      "/admin/add-category",
      "/admin/manage-category",
      "/admin/product",
      "/admin/manage-products",
    ]);
  });

  it("gives Support orders, returns, counter orders and customers", () => {
    expect(pathsFor("support")).toEqual(["/admin/orders", "/admin/returns", "/admin/new-order", "/admin/users"]);
  });
});

import { describe, expect, it } from "vitest";
import { ADMIN_SCREENS } from "../../shell/admin-screens";
import { ADMIN_ROUTES } from "./admin-area";

describe("the back office's routes", () => {
  it("open every screen of the menu behind the same permission the menu shows it for", () => {
    for (const screen of ADMIN_SCREENS) {
      const route = ADMIN_ROUTES.find((candidate) => `/admin/${candidate.path}` === screen.path);
      expect(route, screen.path).toBeDefined();
      expect(route!.permission, screen.path).toBe(screen.permission);
    }
  });

  it("ask for a screen's permission on its own pages too (an order, a promotion being edited)", () => {
    for (const route of ADMIN_ROUTES.filter((candidate) => candidate.path.includes("/"))) {
      const [first] = route.path.split("/");
      const parent = ADMIN_ROUTES.find((candidate) => candidate.path === first);
      if (parent) expect(route.permission, route.path).toBe(parent.permission);
    }
  });
});

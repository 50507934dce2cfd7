import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Link, NavLink } from "./link";

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function shopAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {links}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the shop's links", () => {
  it("render a plain address the server can send, and move within the app when tapped", () => {
    shopAt("/", <Link to="/search?q=silk">Silk sarees</Link>);
    const link = screen.getByRole("link", { name: "Silk sarees" });
    expect(link.getAttribute("href")).toBe("/search?q=silk");

    fireEvent.click(link);

    expect(screen.getByLabelText("where").textContent).toBe("/search?q=silk");
  });

  it("leave a tap with a modifier key (a new tab) to the browser", () => {
    shopAt("/", <Link to="/search">All</Link>);

    const handled = fireEvent.click(screen.getByRole("link", { name: "All" }), { ctrlKey: true });

    expect(handled).toBe(true);
    expect(screen.getByLabelText("where").textContent).toBe("/");
  });

  it("let the page's own click handler stop the move", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    shopAt(
      "/",
      <Link to="/cart" onClick={onClick}>
        Cart
      </Link>,
    );

    fireEvent.click(screen.getByRole("link", { name: "Cart" }));

    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByLabelText("where").textContent).toBe("/");
  });

  it("resolve a relative address against the page", () => {
    shopAt("/admin/orders", <Link to="details">Details</Link>);
    expect(screen.getByRole("link", { name: "Details" }).getAttribute("href")).toBe("/admin/orders/details");
  });

  it("keep an address of another site or scheme as it is", () => {
    shopAt("/", <Link to="mailto:shop@example.com">Write to us</Link>);
    const link = screen.getByRole("link", { name: "Write to us" });
    expect(link.getAttribute("href")).toBe("mailto:shop@example.com");

    fireEvent.click(link);

    expect(screen.getByLabelText("where").textContent).toBe("/");
  });
});

describe("a menu's links", () => {
  const menu = (
    <nav>
      <NavLink to="/admin" end className={({ isActive }) => (isActive ? "on" : "off")}>
        Dashboard
      </NavLink>
      <NavLink to="/admin/orders" className={({ isActive }) => (isActive ? "on" : "off")}>
        Orders
      </NavLink>
    </nav>
  );

  it("mark the page shown, and its section on the pages below it", () => {
    shopAt("/admin/orders/42", menu);
    const orders = screen.getByRole("link", { name: "Orders" });
    const dashboard = screen.getByRole("link", { name: "Dashboard" });
    expect(orders.getAttribute("aria-current")).toBe("page");
    expect(orders.className).toBe("on");
    expect(dashboard.getAttribute("aria-current")).toBeNull();
    expect(dashboard.className).toBe("off");
  });

  it("mark a link with `end` only on its own address", () => {
    shopAt("/admin", menu);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBeNull();
  });

  it("do not take a longer name for a page below", () => {
    shopAt("/admin/orders-archive", menu);
    expect(screen.getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBeNull();
  });
});

// @vitest-environment node
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./link";

const rendered = (path: string, element: React.ReactElement) =>
  renderToString(
    <StaticRouter location={path}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </StaticRouter>,
  );

describe("the shop's links as the server renders a page", () => {
  it("are the anchors the browser's render hydrates: the address, the attributes, no handler", () => {
    expect(
      rendered(
        "/product/kanjivaram",
        <Link to="/search?q=silk" className="chip" aria-label="Silk sarees" replace preventScrollReset>
          Silk
        </Link>,
      ),
    ).toBe('<a class="chip" aria-label="Silk sarees" href="/search?q=silk">Silk</a>');
  });

  it("resolve a relative address and keep another scheme's", () => {
    expect(rendered("/admin/orders", <Link to="details">Details</Link>)).toBe('<a href="/admin/orders/details">Details</a>');
    expect(rendered("/", <Link to="tel:+919876543210">Call</Link>)).toBe('<a href="tel:+919876543210">Call</a>');
  });

  it("resolve an address from the root that has dot segments or a doubled slash, as the browser's would", () => {
    expect(rendered("/product/kanjivaram", <Link to="/sarees/../search?q=silk">Silk</Link>)).toBe('<a href="/search?q=silk">Silk</a>');
    expect(rendered("/product/kanjivaram", <Link to="/search//silk">Silk</Link>)).toBe('<a href="/search/silk">Silk</a>');
  });

  it("mark the current page in a menu", () => {
    expect(rendered("/admin/orders", <NavLink to="/admin/orders" className={({ isActive }) => (isActive ? "on" : "off")}>Orders</NavLink>)).toBe(
      '<a aria-current="page" class="on" href="/admin/orders">Orders</a>',
    );
  });
});

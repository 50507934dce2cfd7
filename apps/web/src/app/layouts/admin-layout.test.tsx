import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "@/features/auth";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { adminAccess } from "./admin-access";
import { AdminGuard } from "./admin-layout";

const customer: User = {
  _id: "u1",
  fullname: "Meena Iyer",
  email: "meena@example.com",
  phone: null,
  image: null,
  isVerified: true,
  userType: "Customer",
  address: [],
};
const admin: User = { ...customer, _id: "a1", fullname: "Shop Admin", userType: "Admin" };

function Shop() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <AdminGuard>
            <p>back office</p>
          </AdminGuard>
        }
      />
      <Route path="login" element={<p>login page</p>} />
    </Routes>
  );
}

const location = () => screen.getByTestId("location").textContent;

function signedInAs(user: User) {
  stubApi({ "GET /user/getUser": { body: { success: true, message: "User", user } } });
  window.localStorage.setItem("isLogin", "true");
  window.sessionStorage.setItem("token", "session-token");
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("the admin guard", () => {
  it("sends a guest to /login, to come back to the back office afterwards", async () => {
    renderInShop(<Shop />, { route: "/admin/orders?status=Pending" });
    await waitFor(() => expect(location()).toBe("/login?next=%2Fadmin%2Forders%3Fstatus%3DPending"));
    expect(screen.queryByText("back office")).toBeNull();
  });

  it("sends a logged-in customer to /login without a way back", async () => {
    signedInAs(customer);
    renderInShop(<Shop />, { route: "/admin/dashboard" });
    await waitFor(() => expect(location()).toBe("/login"));
    expect(screen.queryByText("back office")).toBeNull();
  });

  it("lets an admin in once the session check has answered", async () => {
    signedInAs(admin);
    renderInShop(<Shop />, { route: "/admin/dashboard" });
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
    expect(await screen.findByText("back office")).toBeTruthy();
    expect(location()).toBe("/admin/dashboard");
  });

  it("sends the visitor to /login when the stored session turns out to be over", async () => {
    stubApi({ "GET /user/getUser": { status: 401, body: { success: false, message: "Please log in" } } });
    window.localStorage.setItem("isLogin", "true");
    renderInShop(<Shop />, { route: "/admin/home" });
    await waitFor(() => expect(location()).toBe("/login?next=%2Fadmin%2Fhome"));
  });
});

describe("admin access", () => {
  it("waits while a stored session is being checked and decides by userType after", () => {
    expect(adminAccess({ isLoggedIn: false, user: null })).toBe("login");
    expect(adminAccess({ isLoggedIn: true, user: null })).toBe("wait");
    expect(adminAccess({ isLoggedIn: true, user: customer })).toBe("not-admin");
    expect(adminAccess({ isLoggedIn: true, user: admin })).toBe("allow");
  });
});

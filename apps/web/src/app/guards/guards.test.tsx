import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { RedirectIfLoggedIn } from "./redirect-if-logged-in";
import { RequireLogin } from "./require-login";

const user = { _id: "u1", fullname: "Meena Iyer", email: "meena@example.com", phone: null, image: null, isVerified: true, userType: "Customer", address: [] };

function Shop() {
  return (
    <Routes>
      <Route element={<RedirectIfLoggedIn />}>
        <Route path="login" element={<p>login page</p>} />
      </Route>
      <Route element={<RequireLogin />}>
        <Route path="cart" element={<p>cart page</p>} />
        <Route path="myaccount" element={<p>account page</p>} />
      </Route>
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );
}

const location = () => screen.getByTestId("location").textContent;

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("the login guards", () => {
  it("send a guest from a customer page to /login, remembering the page", async () => {
    renderInShop(<Shop />, { route: "/cart?from=product" });
    await waitFor(() => expect(location()).toBe("/login?next=%2Fcart%3Ffrom%3Dproduct"));
    expect(screen.getByText("login page")).toBeTruthy();
  });

  it("let a logged-in customer through", () => {
    stubApi({ "GET /user/getUser": { body: { success: true, message: "User", user } } });
    window.localStorage.setItem("isLogin", "true");
    renderInShop(<Shop />, { route: "/cart" });
    expect(screen.getByText("cart page")).toBeTruthy();
  });

  it("send a logged-in visitor from /login to /myaccount", async () => {
    stubApi({ "GET /user/getUser": { body: { success: true, message: "User", user } } });
    window.localStorage.setItem("isLogin", "true");
    renderInShop(<Shop />, { route: "/login" });
    await waitFor(() => expect(location()).toBe("/myaccount"));
  });

  it("send a logged-in visitor from /login to a same-site next page, never to another site", async () => {
    stubApi({ "GET /user/getUser": { body: { success: true, message: "User", user } } });
    window.localStorage.setItem("isLogin", "true");
    const first = renderInShop(<Shop />, { route: "/login?next=%2Fcart" });
    await waitFor(() => expect(location()).toBe("/cart"));
    first.unmount();
    renderInShop(<Shop />, { route: "/login?next=https%3A%2F%2Fevil.example" });
    await waitFor(() => expect(location()).toBe("/myaccount"));
  });

  it("send the visitor to /login when the stored session turns out to be over", async () => {
    stubApi({ "GET /user/getUser": { status: 401, body: { success: false, message: "Please log in" } } });
    window.localStorage.setItem("isLogin", "true");
    renderInShop(<Shop />, { route: "/myaccount" });
    await waitFor(() => expect(location()).toBe("/login?next=%2Fmyaccount"));
    expect(window.localStorage.getItem("isLogin")).toBeNull();
  });
});

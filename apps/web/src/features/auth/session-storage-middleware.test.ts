import { configureStore } from "@reduxjs/toolkit";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { visitAnswers } from "@/lib/page-query";
import { stubApi } from "@/test/fetch-stub";
import { authApi } from "./api/auth-api";
import { authSlice, loggedOut } from "./auth-slice";
import { storePendingVerification } from "./pending-verification";
import { sessionStorageMiddleware } from "./session-storage-middleware";

function createAppStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionStorageMiddleware),
  });
}

const aUser = (isVerified: boolean) => ({
  _id: "u1",
  fullname: "Meena Iyer",
  email: "meena@example.com",
  phone: null,
  image: null,
  isVerified,
  userType: "Customer",
  address: [],
});

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("a verification link opened before logging in", () => {
  it("is sent once the user is known and unverified, removed, and the user reloaded", async () => {
    let verified = false;
    const calls = stubApi({
      "GET /user/getUser": () => ({ body: { success: true, message: "User", user: aUser(verified) } }),
      "POST /auth/verification": () => {
        verified = true;
        return { body: { success: true, message: "Your account is activated" } };
      },
    });
    window.localStorage.setItem("isLogin", "true");
    storePendingVerification("link-token");
    const store = createAppStore();
    const subscription = store.dispatch(authApi.endpoints.getUser.initiate());

    await waitFor(() => expect(store.getState().auth.user?.isVerified).toBe(true));
    expect(calls.filter((call) => call.path === "/auth/verification")).toEqual([
      { method: "POST", path: "/auth/verification", body: { token: "link-token" } },
    ]);
    expect(calls.filter((call) => call.path === "/user/getUser")).toHaveLength(2);
    expect(window.sessionStorage.getItem("verificationToken")).toBeNull();
    subscription.unsubscribe();
  });

  it("is dropped without a call when the account is already verified", async () => {
    const calls = stubApi({ "GET /user/getUser": { body: { success: true, message: "User", user: aUser(true) } } });
    window.localStorage.setItem("isLogin", "true");
    storePendingVerification("old-token");
    const store = createAppStore();
    const subscription = store.dispatch(authApi.endpoints.getUser.initiate());

    await waitFor(() => expect(store.getState().auth.user).not.toBeNull());
    expect(calls.some((call) => call.path === "/auth/verification")).toBe(false);
    expect(window.sessionStorage.getItem("verificationToken")).toBeNull();
    subscription.unsubscribe();
  });
});

describe("logging in", () => {
  it("keeps the token for the tab and the logged-in flag for the browser", async () => {
    stubApi({ "POST /user/signin": { body: { success: true, message: "Login successful", token: "t-123" } } });
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.signin.initiate({ email: "meena@example.com", password: "secret-1" }));
    expect(store.getState().auth).toMatchObject({ isLogin: true, token: "t-123" });
    expect(window.sessionStorage.getItem("token")).toBe("t-123");
    expect(window.localStorage.getItem("isLogin")).toBe("true");
  });
});

describe("logging out", () => {
  it("has the storefront's reads asked again, so the next visitor is not shown what the session saw (a seller's drafts)", () => {
    const store = createAppStore();
    visitAnswers().put("/products/getProduct?id=draft-saree", { data: { name: "Draft saree" } });
    store.dispatch(loggedOut());
    expect(visitAnswers().entry("/products/getProduct?id=draft-saree")?.stale).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { verifyStep } from "./verify-flow";

const unverified = { isVerified: false };
const verified = { isVerified: true };

describe("the /verify/{token} steps", () => {
  it("keeps the token and goes to /login when nobody is logged in", () => {
    expect(verifyStep({ isLoggedIn: false, user: null, request: "idle" })).toBe("store-and-login");
  });

  it("waits for the login check before deciding", () => {
    expect(verifyStep({ isLoggedIn: true, user: null, request: "idle" })).toBe("waiting-for-user");
  });

  it("sends the token for a logged-in user who is not verified", () => {
    expect(verifyStep({ isLoggedIn: true, user: unverified, request: "idle" })).toBe("verify");
  });

  it("shows 'Verifying your account' while the token is being sent", () => {
    expect(verifyStep({ isLoggedIn: true, user: unverified, request: "pending" })).toBe("verifying");
  });

  it("shows the account as activated once the server accepts, even as the user reloads", () => {
    expect(verifyStep({ isLoggedIn: true, user: unverified, request: "succeeded" })).toBe("activated");
    expect(verifyStep({ isLoggedIn: true, user: verified, request: "succeeded" })).toBe("activated");
  });

  it("does not send anything for an account that is already verified", () => {
    expect(verifyStep({ isLoggedIn: true, user: verified, request: "idle" })).toBe("activated");
  });

  it("fails (and so goes home) when the server refuses the link", () => {
    expect(verifyStep({ isLoggedIn: true, user: unverified, request: "failed" })).toBe("failed");
  });
});

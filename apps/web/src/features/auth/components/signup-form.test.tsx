import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { SignupForm } from "./signup-form";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: "input:not([type=radio])" }), { target: { value } });
const sendOtp = () => fireEvent.click(screen.getByRole("button", { name: "Send OTP" }));

function fillDetails() {
  type("Full Name", "Meena Iyer");
  type("Email", "meena@example.com");
  type("Password", "silk-saree-1");
  type("Confirm Password", "silk-saree-1");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the sign-up form", () => {
  it("names every missing detail when Send OTP is pressed on an empty form", () => {
    renderInShop(<SignupForm next={null} />, { route: "/signup" });
    sendOtp();
    expect(screen.getByText("Full Name is required")).toBeTruthy();
    expect(screen.getByText("Please provide either an email or a phone number.")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByText("Confirm Password is required")).toBeTruthy();
    expect(screen.queryByText("OTP is required")).toBeNull();
  });

  it("needs a password of at least 8 characters and a matching confirmation", () => {
    renderInShop(<SignupForm next={null} />, { route: "/signup" });
    type("Password", "short1");
    type("Confirm Password", "short2");
    sendOtp();
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
  });

  it("says 'Invalid email address' for a malformed email", () => {
    renderInShop(<SignupForm next={null} />, { route: "/signup" });
    type("Email", "meena.example.com");
    sendOtp();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
  });

  it("locks the details after the OTP is sent, asks for the code, and Edit Data unlocks them", async () => {
    const calls = stubApi({ "POST /auth/sendOTP": { body: { success: true, message: "OTP sent." } } });
    renderInShop(<SignupForm next={null} />, { route: "/signup" });
    fillDetails();
    sendOtp();
    await screen.findByLabelText("OTP");
    expect(calls.find((call) => call.path === "/auth/sendOTP")).toMatchObject({ body: { email: "meena@example.com", purpose: "signup" } });
    expect(screen.getByRole("textbox", { name: "Full Name" }).matches(":disabled")).toBe(true);
    expect(screen.getByRole("button", { name: /Resend OTP in 0:\d\d/ })).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByText("OTP is required")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit Data" }));
    expect(screen.queryByLabelText("OTP")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Full Name" }).matches(":disabled")).toBe(false);
  });

  it("signs up with the code and goes to /login", async () => {
    const calls = stubApi({
      "POST /auth/sendOTP": { body: { success: true, message: "OTP sent." } },
      "POST /user/signup": { status: 201, body: { success: true, message: "Your account is ready. Please log in." } },
    });
    renderInShop(<SignupForm next={null} />, { route: "/signup" });
    fillDetails();
    sendOtp();
    fireEvent.change(await screen.findByLabelText("OTP"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    expect(calls.find((call) => call.path === "/user/signup")).toMatchObject({
      body: { fullname: "Meena Iyer", email: "meena@example.com", password: "silk-saree-1", confirmPassword: "silk-saree-1", otp: "123456" },
    });
  });
});

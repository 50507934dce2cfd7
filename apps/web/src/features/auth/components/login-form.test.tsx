import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInShop } from "@/test/render";
import { LoginForm } from "./login-form";

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Login" }));
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: "input:not([type=radio])" }), { target: { value } });

describe("the login form", () => {
  it("asks for an email or phone and a password when submitted empty", () => {
    renderInShop(<LoginForm next={null} />, { route: "/login" });
    submit();
    expect(screen.getByText("Please provide either an email or a phone number.")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
  });

  it("says 'Invalid email address' for an email without a domain", () => {
    renderInShop(<LoginForm next={null} />, { route: "/login" });
    type("Email", "meena@");
    submit();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
  });

  it("needs a password of at least 6 characters", () => {
    renderInShop(<LoginForm next={null} />, { route: "/login" });
    type("Email", "meena@example.com");
    type("Password", "abc");
    submit();
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.queryByText("Invalid email address")).toBeNull();
  });

  it("says 'Invalid phone number' unless the phone has exactly 10 digits", () => {
    renderInShop(<LoginForm next={null} />, { route: "/login" });
    fireEvent.click(screen.getByRole("radio", { name: "Phone" }));
    type("Phone number", "98765");
    type("Password", "secret-1");
    submit();
    expect(screen.getByText("Invalid phone number")).toBeTruthy();
    type("Phone number", "9876543210");
    expect(screen.queryByText("Invalid phone number")).toBeNull();
  });

  it("shows no error before the first attempt", () => {
    renderInShop(<LoginForm next={null} />, { route: "/login" });
    type("Email", "x");
    expect(screen.queryByText("Invalid email address")).toBeNull();
  });

  it("links to sign-up, keeping the page to return to, and to password reset", () => {
    renderInShop(<LoginForm next="/cart" />, { route: "/login?next=%2Fcart" });
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup?next=%2Fcart");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/reset-password");
  });
});

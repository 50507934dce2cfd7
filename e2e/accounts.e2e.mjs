import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from "./support/browser.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The newest message of the dev outbox to `to` whose subject matches, waiting for it to arrive. */
async function mailTo(to, subject) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = await response.json();
    const message = messages.find((m) => subject.test(m.subject));
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const otpIn = (message) => message.text.match(/\b(\d{6})\b/)?.[1];
/** Mailed links carry the shop's public address; the journey follows their path on the shop under test. */
const linkPathIn = (message, prefix) => new URL(message.text.match(new RegExp(`https?://\\S+${prefix}/\\S+`))[0]).pathname;

/** Full-page screenshots start from the top, where the sticky header belongs. */
async function capture(page, name) {
  await page.evaluate("window.scrollTo(0, 0)");
  await page.waitForTimeout(350);
  await screenshot(page, name);
}

async function logIn(page, { email, password }) {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
]) {
  describe(`accounts on a ${label}`, () => {
    const shopper = { email: `meena.${label}.${Date.now()}@example.com`, password: "silk-saree-1", newPassword: "zari-border-22" };
    let page;
    before(async () => {
      page = await browser.newPage({ viewport });
    });
    after(async () => {
      await page?.close();
    });

    test("a guest signs up by email with the OTP that was mailed, and is sent to /login", async () => {
      await page.goto(`${baseUrl()}/signup`);
      await page.getByRole("button", { name: "Send OTP" }).click();
      await page.getByText("Full Name is required").waitFor();
      await page.getByText("Confirm Password is required").waitFor();
      await capture(page, `accounts-signup-errors-${label}`);

      await page.getByRole("textbox", { name: "Full Name" }).fill("Meena Iyer");
      await page.getByRole("textbox", { name: "Email" }).fill(shopper.email);
      await page.getByLabel("Password", { exact: true }).fill(shopper.password);
      await page.getByLabel("Confirm Password").fill(shopper.password);
      await page.getByRole("button", { name: "Send OTP" }).click();
      const otpField = page.getByRole("textbox", { name: "OTP" });
      await otpField.waitFor();
      assert.ok(await page.getByRole("textbox", { name: "Full Name" }).isDisabled(), "the details lock once the OTP is sent");
      await page.getByRole("button", { name: /Resend OTP in/ }).waitFor();
      await capture(page, `accounts-signup-otp-${label}`);

      await otpField.fill(otpIn(await mailTo(shopper.email, /is your Pallu OTP/)));
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.waitForURL(/\/login$/);
      assert.equal(await page.getByRole("textbox", { name: "Email" }).inputValue(), shopper.email);
    });

    test("a guest opening /myaccount logs in and comes back to it", async () => {
      await page.goto(`${baseUrl()}/myaccount`);
      await page.waitForURL(/\/login\?next=%2Fmyaccount$/);
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByText("Please provide either an email or a phone number.").waitFor();
      await page.getByText("Password is required").waitFor();
      await capture(page, `accounts-login-errors-${label}`);

      await logIn(page, shopper);
      await page.waitForURL(/\/myaccount$/);
      await page.getByText("Your account is verified").waitFor();
      await page.waitForLoadState("networkidle");
      await capture(page, `accounts-myaccount-${label}`);
    });

    test("a logged-in visitor opening /login is sent to /myaccount", async () => {
      await page.goto(`${baseUrl()}/login`);
      await page.waitForURL(/\/myaccount$/);
    });

    test("the sign-up code verified the account: no link to ask for", async () => {
      await page.getByText("Your account is verified").waitFor();
      assert.equal(await page.getByRole("button", { name: "Verify My Account" }).count(), 0);
    });

    test("an address is added with a state and one of its cities, and changing the state clears the city", async () => {
      await page.getByRole("button", { name: "Add Address" }).first().click();
      const form = page.locator("form", { has: page.getByLabel("Zip Code") });
      await form.getByRole("button", { name: "Add Address" }).click();
      for (const message of ["Name is required", "Address Line 1 is required", "State is required", "City is required", "Zip Code is required", "Phone Number is required"]) {
        await form.getByText(message).waitFor();
      }
      await capture(page, `accounts-address-errors-${label}`);

      await form.getByLabel("Name").fill("Meena Iyer");
      await form.getByLabel("Phone Number").fill("9876543210");
      await form.getByLabel("Address Line 1").fill("14 Temple Street, Mylapore");
      await form.getByLabel("State").selectOption("Karnataka");
      await form.getByLabel("City").selectOption("Mysuru");
      await form.getByLabel("State").selectOption("Tamil Nadu");
      assert.equal(await form.getByLabel("City").inputValue(), "", "a new state clears the city");
      await form.getByLabel("City").selectOption("Chennai");
      await form.getByLabel("Zip Code").fill("600004");
      await form.getByRole("button", { name: "Add Address" }).click();
      await page.getByText("14 Temple Street, Mylapore").waitFor();
      await page.getByText("Chennai, Tamil Nadu – 600004").waitFor();
      await capture(page, `accounts-address-list-${label}`);
    });

    test("the profile is read-only until Edit, and Save keeps the new name", async () => {
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const name = page.getByRole("textbox", { name: "Full Name" });
      await name.fill("");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Full name is required").waitFor();
      await capture(page, `accounts-profile-edit-${label}`);
      await name.fill("Meena Iyer Raman");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("button", { name: "Edit", exact: true }).waitFor();
      await page.getByText("Meena Iyer Raman").waitFor();
    });

    test("a password reset through the mailed link logs in with the new password", async () => {
      await page.getByRole("button", { name: "Logout" }).filter({ visible: true }).click();
      await page.waitForURL(`${baseUrl()}/`);

      await page.goto(`${baseUrl()}/reset-password`);
      await page.getByRole("textbox", { name: "Email" }).fill(shopper.email);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await page.locator("#main").getByText("If an account exists for these details").waitFor();
      await capture(page, `accounts-reset-sent-${label}`);

      await page.goto(`${baseUrl()}${linkPathIn(await mailTo(shopper.email, /Reset your Pallu password/), "/reset-password")}`);
      await page.getByLabel("New Password", { exact: true }).fill(shopper.newPassword);
      await page.getByLabel("Confirm Password").fill("something-else");
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText("Passwords do not match").waitFor();
      await capture(page, `accounts-new-password-${label}`);
      await page.getByLabel("Confirm Password").fill(shopper.newPassword);
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.waitForURL(/\/login$/);

      await logIn(page, { email: shopper.email, password: shopper.newPassword });
      await page.waitForURL(/\/myaccount$/);
      await page.getByText("Meena Iyer Raman").first().waitFor();
    });
  });
}

test("the login page ignores a ?next= address that points to another site", async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(`${baseUrl()}/login?next=${encodeURIComponent("//evil.example/")}`);
  await page.getByRole("heading", { name: "Login" }).waitFor();
  assert.equal(await page.getByRole("link", { name: "Create an account" }).getAttribute("href"), "/signup");
  await capture(page, "accounts-login-phone");
  await page.close();
});

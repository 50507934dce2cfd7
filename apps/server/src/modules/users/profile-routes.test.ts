import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser } from "../../test/user-builders.js";
import { aPng, sendForm } from "../../test/uploads.js";

const shop = useTestShop();

const storedFiles = () => readdir(join(shop.deps.config.dataDir, "images")).catch(() => [] as string[]);
type Body = {
  success: boolean;
  message: string;
  updatedUser: { fullname: string; email: string | null; phone: string | null; image: string | null };
};

describe("updating the profile", () => {
  it("renames the user and answers the updated user without any secret field", async () => {
    const { headers } = await aSignedInUser(shop.deps.db, { fullname: "Old Name" });
    const response = await sendForm(shop.app, "POST", "/user/updateUser", { fullname: "  Priya Sharma " }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<Body>()).toMatchObject({ success: true, updatedUser: { fullname: "Priya Sharma" } });
    expect(response.body).not.toMatch(/password|hash|token|otp/i);
  });

  it("stores an uploaded picture as WebP and AVIF and can remove it again", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const uploaded = await sendForm(
      shop.app,
      "POST",
      "/user/updateUser",
      { image: { file: await aPng("#7a1f2b", 32) } },
      headers,
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json<Body>().updatedUser.image).toMatch(/^\/images\/[0-9a-f]+-640\.webp\?avif$/);
    const removed = await sendForm(shop.app, "POST", "/user/updateUser", { removeDP: "yes" }, headers);
    expect(removed.json<Body>().updatedUser.image).toBeNull();
  });

  it("refuses a file that is not an image and stores nothing", async () => {
    const { headers } = await aSignedInUser(shop.deps.db, { fullname: "Unchanged" });
    const before = await storedFiles();
    const fake = { file: Buffer.from("<script>alert(1)</script>"), name: "photo.png", type: "image/png" };
    const response = await sendForm(
      shop.app,
      "POST",
      "/user/updateUser",
      { fullname: "Changed", image: fake },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
    const me = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers });
    expect(me.json()).toMatchObject({ user: { fullname: "Unchanged" } });
  });

  it("never changes the email or phone", async () => {
    const { headers, user } = await aSignedInUser(shop.deps.db);
    const response = await sendForm(
      shop.app,
      "POST",
      "/user/updateUser",
      { fullname: "Same Contact", email: "hijack@example.com", phone: "9999999999" },
      headers,
    );
    expect(response.json<Body>().updatedUser).toMatchObject({ email: user.email, phone: null });
  });

  it("answers 'Full name is required' for a blank name", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const response = await sendForm(shop.app, "POST", "/user/updateUser", { fullname: "   " }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Full name is required" });
  });

  it("needs a logged-in caller", async () => {
    const response = await sendForm(shop.app, "POST", "/user/updateUser", { fullname: "Guest" });
    expect(response.statusCode).toBe(401);
  });
});

import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { codeSentTo } from "../../test/outbox.js";
import { aUser } from "../../test/user-builders.js";

// nginx on the same machine, named as docs/deployment.md tells: every shopper reaches the shop from 127.0.0.1.
const PROXY = "127.0.0.1";
const shop = useTestShop({ TRUST_PROXY: "loopback", ANONYMOUS_READS_PER_MINUTE: "5", SIGNINS_PER_ADDRESS: "10" });

/** A request as nginx hands it on: from the proxy, with the shopper's address appended to X-Forwarded-For. */
const throughProxy = (shopper: string, method: "GET" | "POST", url: string, payload?: object) =>
  shop.app.inject({ method, url: `/api/v1${url}`, payload, remoteAddress: PROXY, headers: { "x-forwarded-for": shopper } });

const signin = (shopper: string, email: string, password: string) =>
  throughProxy(shopper, "POST", "/user/signin", { email, password });
const sendOtp = (shopper: string, email: string) => throughProxy(shopper, "POST", "/auth/sendOTP", { email });
const signup = (shopper: string, email: string, otp: string) =>
  throughProxy(shopper, "POST", "/user/signup", {
    fullname: "Meera Iyer",
    email,
    password: "kanjivaram-blue",
    confirmPassword: "kanjivaram-blue",
    otp,
  });
const browse = (shopper: string) => throughProxy(shopper, "GET", "/products/getAllProduct");
const wrong = (code: string, step: number) => String((Number(code) + step) % 1_000_000).padStart(6, "0");

describe("behind a proxy, each shopper keeps their own limits", () => {
  it("strangers' wrong passwords through the proxy hold back the strangers, and the owner still signs in", async () => {
    const owner = await aUser(shop.deps.db);
    for (const stranger of ["198.51.100.66", "198.51.100.67", "198.51.100.68"]) {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await signin(stranger, owner.email!, `wrong-password-${i}`)).statusCode);
      for (let i = 0; i < 12; i += 1) statuses.push((await signin(stranger, `someone-${i}@example.com`, "not-their-password")).statusCode);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.at(-1), stranger).toBe(429);
    }
    const signedIn = await signin("203.0.113.10", owner.email!, owner.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("a stranger's code requests and wrong guesses through the proxy leave a shopper's sign-up code alone", async () => {
    const stranger = "198.51.100.70";
    const shopper = "203.0.113.20";
    const email = "meera@example.com";
    let sent = 0;
    for (let last = 200; last === 200; sent += 1) last = (await sendOtp(stranger, `spray-${sent}@example.com`)).statusCode;
    expect(sent).toBeGreaterThan(1);
    expect((await sendOtp(stranger, "one-more@example.com")).statusCode).toBe(429);

    expect((await sendOtp(shopper, email)).statusCode).toBe(200);
    const code = await codeSentTo(shop.deps.db, email);
    for (let i = 1; i <= 5; i += 1) expect((await signup(stranger, email, wrong(code, i))).statusCode).toBe(400);
    const created = await signup(shopper, email, code);
    expect(created.statusCode, created.body).toBe(201);
  });

  it("one shopper's flood of catalogue reads through the proxy is refused, and the next shopper still browses", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await browse("203.0.113.30")).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await browse("203.0.113.31")).statusCode).toBe(200);
  });

  it("a shopper cannot escape their limit by sending their own X-Forwarded-For: the proxy's last entry decides", async () => {
    // nginx's $proxy_add_x_forwarded_for keeps what the shopper sent and appends the address it saw
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await browse(`10.0.0.${i}, 192.0.2.${i}, 203.0.113.40`)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });

  it("a client that reaches the shop directly cannot pick its address with X-Forwarded-For", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await shop.app.inject({
        method: "GET",
        url: "/api/v1/products/getAllProduct",
        remoteAddress: "198.51.100.90",
        headers: { "x-forwarded-for": `203.0.113.${100 + i}` },
      });
      answers.push(answer.statusCode);
    }
    expect(answers.at(-1)).toBe(429);
  });
});

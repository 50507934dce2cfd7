import { baseUrl } from "./browser.mjs";

/** A JSON call to the shop's API, failing loudly with the server's message. */
export async function call(method, path, { token, body, query } = {}) {
  const url = new URL(`${baseUrl()}/api/v1${path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${data.message ?? ""}`);
  return data;
}

/** The first text of the dev outbox to `to` that matches `pattern`, waiting up to `waitMs` for it to arrive. */
export async function outboxMatch(to, pattern, { waitMs = 20_000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { messages } = await call("GET", "/dev/outbox", { query: { to } });
    const match = messages.map((message) => message.text.match(pattern)).find(Boolean);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no message to ${to} matches ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export const signIn = async ({ email, password }) =>
  (await call("POST", "/user/signin", { body: { email, password } })).token;

/** A customer who signed up with the mailed OTP, which verifies the account. */
export async function verifiedCustomer(fullname) {
  const email = `${fullname.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.in`;
  const password = "silk-and-zari-8";
  await call("POST", "/auth/sendOTP", { body: { email } });
  const [, otp] = await outboxMatch(email, /\b(\d{6})\b/);
  await call("POST", "/user/signup", { body: { fullname, email, password, confirmPassword: password, otp } });
  const token = await signIn({ email, password });
  return { fullname, email, password, token };
}

import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const trustProxyOf = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy;

function problemsOf(TRUST_PROXY: string): string[] {
  try {
    loadConfig({ TRUST_PROXY });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`TRUST_PROXY=${TRUST_PROXY} was accepted`);
}

describe("TRUST_PROXY", () => {
  it("refuses a hop count at start, and says what to set instead", () => {
    for (const hops of ["1", "2", "0"]) {
      const [problem, ...others] = problemsOf(hops);
      expect(others).toEqual([]);
      expect(problem).toMatch(/^TRUST_PROXY: a hop count is no longer honoured/);
      expect(problem).toContain("every shopper");
      expect(problem).toContain("loopback for a proxy on this machine");
      expect(problem).toContain("10.0.0.0/24");
    }
  });

  it("takes the proxies as addresses, CIDR ranges and range names, separated by commas", () => {
    expect(trustProxyOf("loopback")).toEqual(["loopback"]);
    expect(trustProxyOf("172.30.84.10")).toEqual(["172.30.84.10"]);
    expect(trustProxyOf("Loopback, 10.0.0.0/8 ,fd00::/8,uniquelocal,linklocal,::1")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
      "uniquelocal",
      "linklocal",
      "::1",
    ]);
  });

  it("names proxies as Fastify understands them: a request from one of them is the shopper it forwards for", async () => {
    for (const [setting, proxy] of [
      ["loopback", "127.0.0.1"],
      ["172.30.84.10", "172.30.84.10"],
      ["10.0.0.0/8, 192.168.1.1", "10.20.30.40"],
      ["uniquelocal", "fd12::7"],
      ["linklocal", "169.254.10.10"],
    ] as const) {
      const app = Fastify({ trustProxy: trustProxyOf(setting) });
      app.get("/ip", async (request) => request.ip);
      const forwarded = await app.inject({ url: "/ip", remoteAddress: proxy, headers: { "x-forwarded-for": "203.0.113.7" } });
      const direct = await app.inject({ url: "/ip", remoteAddress: "198.51.100.9", headers: { "x-forwarded-for": "203.0.113.7" } });
      await app.close();
      expect(forwarded.body, setting).toBe("203.0.113.7");
      expect(direct.body, setting).toBe("198.51.100.9");
    }
  });

  it("takes true and false, and is off when unset", () => {
    expect(trustProxyOf("true")).toBe(true);
    expect(trustProxyOf("false")).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it("refuses what is not an address or range, naming it", () => {
    for (const [setting, named] of [
      ["nginx", '"nginx"'],
      ["loopback,,10.0.0.1", '""'],
      ["10.0.0.0/33", '"10.0.0.0/33"'],
      ["10.0.0.0/0", '"10.0.0.0/0"'],
      ["10.0.0.256", '"10.0.0.256"'],
      ["10.0.0.1/8/8", '"10.0.0.1/8/8"'],
      ["127.0.0.1, proxy.internal", '"proxy.internal"'],
    ] as const) {
      const [problem] = problemsOf(setting);
      expect(problem, setting).toMatch(/^TRUST_PROXY: not an address, a CIDR range or one of loopback, linklocal, uniquelocal: /);
      expect(problem, setting).toContain(named);
    }
  });
});

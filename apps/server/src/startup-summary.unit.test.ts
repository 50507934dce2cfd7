import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { startupSummary } from "./startup-summary.js";

const summaryOf = (env: Record<string, string>) =>
  startupSummary(loadConfig({ SEED_DEMO: "false", ...env }), undefined, { drawingDemoArtwork: false });

describe("the start-up summary", () => {
  it("gives the dev outbox at this machine's own address, even when the shop's public address is a proxy's", () => {
    const summary = summaryOf({ PUBLIC_URL: "https://staging.pallu.example", PORT: "4100" });
    expect(summary).toContain("Mail:         kept in the dev outbox\n");
    expect(summary).toContain(
      "Dev outbox:   http://localhost:4100/dev/outbox, from this machine only and never through a proxy",
    );
    expect(summary).not.toContain("staging.pallu.example/dev/outbox");
  });

  it("gives the loopback address the server listens on", () => {
    expect(summaryOf({ HOST: "127.0.0.1", PORT: "3000" })).toContain("Dev outbox:   http://127.0.0.1:3000/dev/outbox,");
    expect(summaryOf({ HOST: "::1", PORT: "3000" })).toContain("Dev outbox:   http://[::1]:3000/dev/outbox,");
  });

  it("says the outbox cannot be reached when the server does not listen on loopback", () => {
    expect(summaryOf({ HOST: "192.168.1.20" })).toContain(
      "Dev outbox:   answers only this machine's loopback, where HOST=192.168.1.20 does not listen",
    );
  });

  it("names no outbox when it is off", () => {
    expect(summaryOf({ DEV_OUTBOX: "false" })).not.toContain("Dev outbox");
  });
});

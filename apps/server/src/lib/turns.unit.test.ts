import { describe, expect, it } from "vitest";
import { takingTurns } from "./turns.js";

const later = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe("takingTurns", () => {
  it("runs at most the given number at once, the rest in the order they came", async () => {
    const turns = takingTurns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        turns.run(async () => {
          started.push(n);
          running += 1;
          most = Math.max(most, running);
          await later();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(turns.waiting()).toBe(0);
  });

  it("passes on a turn whose work failed, and gives the failure to its caller", async () => {
    const turns = takingTurns(1);
    const failed = turns.run(() => Promise.reject(new Error("render failed")));
    const after = turns.run(async () => "rendered");
    await expect(failed).rejects.toThrow("render failed");
    await expect(after).resolves.toBe("rendered");
  });

  it("starts the next turn only after what the last one left queued on the event loop has run", async () => {
    const turns = takingTurns(1);
    const order: string[] = [];
    const render = (name: string) => async () => {
      order.push(name);
      // A request that arrived while this one rendered: its callback waits for the loop.
      setImmediate(() => order.push(`arrived during ${name}`));
    };
    await Promise.all([turns.run(render("first")), turns.run(render("second"))]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["first", "arrived during first", "second", "arrived during second"]);
  });
});

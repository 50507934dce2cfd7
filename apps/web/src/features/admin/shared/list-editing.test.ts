import { describe, expect, it } from "vitest";
import { editingIndexAfterMove, editingIndexAfterRemove, moveItem, removeAt, replaceAt } from "./list-editing";

describe("ordered list editing", () => {
  it("moves an item up and down by one place without touching the original list", () => {
    const list = ["a", "b", "c"];
    expect(moveItem(list, 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(list, 1, 1)).toEqual(["a", "c", "b"]);
    expect(list).toEqual(["a", "b", "c"]);
  });

  it("leaves the list as it is when the first item moves up or the last moves down", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });

  it("replaces and removes by position", () => {
    expect(replaceAt(["a", "b", "c"], 2, "z")).toEqual(["a", "b", "z"]);
    expect(replaceAt(["a"], 4, "z")).toEqual(["a"]);
    expect(removeAt(["a", "b", "c"], 0)).toEqual(["b", "c"]);
  });

  it("keeps the row being edited under the cursor when rows move", () => {
    expect(editingIndexAfterMove(1, 1, 1, 3)).toBe(2);
    expect(editingIndexAfterMove(2, 1, 1, 3)).toBe(1);
    expect(editingIndexAfterMove(0, 1, 1, 3)).toBe(0);
    expect(editingIndexAfterMove(2, 2, 1, 3)).toBe(2);
    expect(editingIndexAfterMove(null, 0, 1, 3)).toBeNull();
  });

  it("stops editing when the edited row is removed and follows it when an earlier row goes", () => {
    expect(editingIndexAfterRemove(1, 1)).toBeNull();
    expect(editingIndexAfterRemove(2, 0)).toBe(1);
    expect(editingIndexAfterRemove(0, 2)).toBe(0);
  });
});

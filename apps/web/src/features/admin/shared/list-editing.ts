/**
 * Pure helpers for the back office's ordered lists (details, buying options, images, slides):
 * every edit returns a new list and leaves the old one alone.
 */

/** Moves the item at `index` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  if (index < 0 || index >= list.length) return [...list];
  return list.map((current, position) => (position === index ? item : current));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/**
 * The row being edited is tracked by its position (docs/shop-rules.md#product-form), so it must follow its row when
 * rows move or disappear: null when the edited row itself is removed.
 */
export function editingIndexAfterMove(
  editing: number | null,
  index: number,
  direction: -1 | 1,
  length: number,
): number | null {
  const target = index + direction;
  if (editing === null || target < 0 || target >= length) return editing;
  if (editing === index) return target;
  if (editing === target) return index;
  return editing;
}

export function editingIndexAfterRemove(editing: number | null, removed: number): number | null {
  if (editing === null || editing === removed) return null;
  return editing > removed ? editing - 1 : editing;
}

/** A piece whose seller has not given its packed size ships as a folded saree in its box. */
export const DEFAULT_PIECE = { weightGrams: 800, lengthCm: 35, breadthCm: 25, heightCm: 5 } as const;

export type ParcelPiece = {
  quantity: number;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
};

export type Parcel = { weightKg: number; lengthCm: number; breadthCm: number; heightCm: number };

/**
 * The parcel an order ships in, as the shipping provider prices it: the pieces' weights added,
 * the largest length and breadth, and the pieces stacked one on another.
 */
export function parcelOf(pieces: ParcelPiece[]): Parcel {
  let grams = 0;
  let length = 0;
  let breadth = 0;
  let height = 0;
  for (const piece of pieces) {
    grams += piece.quantity * (piece.weightGrams ?? DEFAULT_PIECE.weightGrams);
    length = Math.max(length, piece.lengthCm ?? DEFAULT_PIECE.lengthCm);
    breadth = Math.max(breadth, piece.breadthCm ?? DEFAULT_PIECE.breadthCm);
    height += piece.quantity * (piece.heightCm ?? DEFAULT_PIECE.heightCm);
  }
  if (pieces.length === 0) return parcelOf([{ quantity: 1, weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null }]);
  return { weightKg: Math.round(grams) / 1000, lengthCm: length, breadthCm: breadth, heightCm: height };
}

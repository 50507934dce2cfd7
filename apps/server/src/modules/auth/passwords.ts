import { hash, verify } from "@node-rs/argon2";

const ARGON2ID_ALGORITHM = 2; // Algorithm.Argon2id, a const enum that cannot be imported as a value here

// OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane.
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

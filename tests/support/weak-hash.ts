import { randomBytes, scryptSync } from "node:crypto";

/** A hash in our stored format but with a cheaper N, as an older setting would have written it. */
export async function hashPasswordWith(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 2 ** log2N, r: 8, p: 1 });
  return `$scrypt$ln=${log2N},r=8,p=1$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

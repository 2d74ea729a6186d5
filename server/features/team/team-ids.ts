import { createHash } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's or an invitation's id from a path; anything that is not a UUID names nothing. */
export const isUuid = (raw: string): boolean => UUID.test(raw);

/** Only the SHA-256 of an invitation token is stored, so the table alone lets nobody join. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The visitor's place, kept in a signed cookie so a status poll needs no database or Redis lookup:
 * `<entry id>.<order key>.<place or 0>.<signature>`. The signature (HMAC-SHA256 under a key derived
 * from the data key, so every process shares it) binds it to the event; a forged or moved cookie is
 * simply ignored (the place only informs its holder; admission is checked on the server).
 */
export interface PlaceCookie {
  entryId: string;
  orderKey: number;
  /** 0 until the line is opened and the place is known. */
  place: number;
}

export const queueCookieName = (eventId: number) => `tiketin_q${eventId}`;
/** A signed-out visitor's id: the place waits on it until sign-in. */
export const VISITOR_COOKIE = "tiketin_visitor";

const SHAPE = /^([0-9a-f-]{36})\.(\d{1,16})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/;

export function placeCookieCodec(dataKey: Buffer) {
  const key = Buffer.from(hkdfSync("sha256", dataKey, "", "tiketin waiting-room cookie", 32));
  const sign = (eventId: number, body: string) =>
    createHmac("sha256", key).update(`${eventId}|${body}`).digest("base64url");
  return {
    encode(eventId: number, cookie: PlaceCookie): string {
      const body = `${cookie.entryId}.${cookie.orderKey}.${cookie.place}`;
      return `${body}.${sign(eventId, body)}`;
    },
    decode(eventId: number, value: string | undefined): PlaceCookie | null {
      const match = value ? SHAPE.exec(value) : null;
      if (!match) return null;
      const [, entryId, orderKey, place, signature] = match;
      const expected = Buffer.from(sign(eventId, `${entryId}.${orderKey}.${place}`));
      const given = Buffer.from(signature!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { entryId: entryId!, orderKey: Number(orderKey), place: Number(place) };
    },
  };
}

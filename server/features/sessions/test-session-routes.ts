import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../http/api-route.ts";
import { insertSession, upsertTestBuyer } from "./data.ts";
import { hashSessionToken } from "./session-reader.ts";

/**
 * Browser tests need a signed-in buyer without clicking through sign-up each time (Epic Stack's
 * login fixture). Mounted only when ENABLE_TEST_ROUTES is set, which the settings schema refuses in
 * production.
 */
export function testSessionRoutes(db: Db, cookieName: string) {
  return [
    defineRoute({
      method: "POST",
      path: "/__test/session",
      summary: "Test only: create a buyer and sign them in",
      tag: "test",
      // Verified unless a test says otherwise: most tests are about established buyers.
      body: z.object({
        name: z.string().min(3).max(255),
        email: z.email().max(255),
        verified: z.boolean().default(true),
      }),
      response: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      async handler({ body, reply }) {
        const emailVerifiedAt = body.verified ? new Date() : null;
        const buyer = await upsertTestBuyer(db, {
          name: body.name,
          email: body.email.toLowerCase(),
          emailVerifiedAt,
        });
        const token = randomBytes(32).toString("base64url");
        await insertSession(db, { tokenHash: hashSessionToken(token), buyerId: buyer.id });
        reply.setCookie(cookieName, token, { path: "/", httpOnly: true, sameSite: "lax" });
        return buyer;
      },
    }),
  ];
}

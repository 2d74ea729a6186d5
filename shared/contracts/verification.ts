import { z } from "zod";

/**
 * E-mail verification and transfer delivery, and the recipient's own visitor data
 * and the sender's void copy.
 */

/** The token of a verification or claim link, as the page got it from the mail's URL. */
export const linkTokenBodySchema = z.object({ token: z.string().min(1).max(256) });

export const resendVerificationSchema = z.object({
  /** True when the address was verified already (nothing was sent). */
  already_verified: z.boolean(),
});

export const claimTicketSchema = z.object({ ticket_id: z.string() });

/**
 * The recipient's visitor answers for a ticket received by transfer: the event's form, checked on the
 * server with the shared validators (like checkout's participants).
 */
export const completeVisitorBodySchema = z.object({
  // The same bounds as checkout's participants body.
  visitor: z.record(
    z.string().max(64),
    z.union([z.string().max(1000), z.number(), z.boolean(), z.null(), z.array(z.string().max(1000)).max(20)]),
  ),
});

import { z } from "zod";

/** Spec section 3, ascending by attendance; the thresholds live with the rule on the server. */
export const BUYER_LEVELS = [
  "new_audience_member",
  "casual_fan",
  "crowd_filler",
  "concert_enthusiast",
  "stage_diver",
  "all_access_junkie",
] as const;
export type BuyerLevel = (typeof BUYER_LEVELS)[number];

/** GET /auth-user/my-wrapped: the buyer's year so far (in WIB), for the profile's yearly summary. */
export const wrappedSchema = z.object({
  name: z.string(),
  year: z.number().int(),
  total_transaction: z.number().int(),
  total_tickets: z.number().int(),
  total_events: z.number().int(),
  level: z.enum(BUYER_LEVELS),
});
export type Wrapped = z.infer<typeof wrappedSchema>;

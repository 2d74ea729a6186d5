import { z } from "zod";

/**
 * `{id}` of the public event paths: the numeric id or the slug. Any string is accepted here and
 * resolved by `requireEventRef`, so a value that cannot name an event answers 404, like an unknown one.
 */
export const eventRefParamsSchema = z.object({ id: z.string().max(200) });

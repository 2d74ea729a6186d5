import type { z } from "zod";
import type { Organization, updatePayoutBodySchema } from "#shared/contracts/organizer.ts";
import type { OrganiserAccess } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { getOrganization } from "./get-organization.ts";
import { updateOrganiser } from "./organizations-data.ts";
import { payoutContext } from "./payout-context.ts";

/** The payout account (owners, finance): the number sealed with the data cipher, last four kept apart. */
export async function updatePayout(
  deps: Pick<OrganizerDeps, "db" | "clock" | "cipher">,
  access: OrganiserAccess,
  body: z.output<typeof updatePayoutBodySchema>,
): Promise<Organization> {
  await updateOrganiser(deps.db, access.organiserId, {
    payoutBank: body.bank,
    payoutHolder: body.holder,
    payoutAccountCiphertext: deps.cipher.encrypt(body.accountNumber, payoutContext(access.organiserId)),
    payoutAccountLast4: body.accountNumber.slice(-4),
    updatedAt: deps.clock.now(),
  });
  return getOrganization(deps.db, access);
}

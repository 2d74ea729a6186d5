import { asc, eq } from "drizzle-orm";
import { buyers, organiserMembers, organisers } from "../db/schema/index.ts";
import type { Seeder } from "../db/seed/seeder.ts";
import { hashPassword } from "../features/accounts/index.ts";

/**
 * The demo's organiser: an account with a known password that owns the first seeded organisation and
 * so its events. Demo only: `npm start` runs it beside the sandbox gateway (server/main.ts), never
 * next to a real gateway, and prints the sign-in with the check-in link.
 */
export const DEMO_ORGANIZER = { email: "organizer@tiketin.test", password: "organizer-demo-2026" } as const;

export const demoOrganizerSeeder: Seeder = {
  name: "demo-organizer",
  async run(tx) {
    const [organiser] = await tx
      .select({ id: organisers.id })
      .from(organisers)
      .orderBy(asc(organisers.id))
      .limit(1);
    if (!organiser) return;
    const [existing] = await tx
      .select({ id: buyers.id })
      .from(buyers)
      .where(eq(buyers.email, DEMO_ORGANIZER.email));
    const buyerId =
      existing?.id ??
      (
        await tx
          .insert(buyers)
          .values({
            name: "Demo Organizer",
            email: DEMO_ORGANIZER.email,
            passwordHash: await hashPassword(DEMO_ORGANIZER.password),
            emailVerifiedAt: new Date(),
          })
          .returning({ id: buyers.id })
      )[0]!.id;
    await tx
      .insert(organiserMembers)
      .values({ organiserId: organiser.id, buyerId, role: "owner" })
      .onConflictDoNothing();
  },
};

import type { Organization, OrganizationSummary, OrganizerRole } from "#shared/contracts/organizer.ts";
import { ROLE_GROUPS } from "#shared/contracts/organizer.ts";
import { imageFallbackUrl } from "#shared/media/image-urls.ts";
import type { OrganiserRow } from "./organizations-data.ts";

/** The logo a page shows: the uploaded one's largest JPEG, the stored path, or the drawn initials. */
export function logoUrl(row: {
  slug: string;
  logoPath: string | null;
  logoImageId: string | null;
  logoWidths?: number[] | null;
}): string {
  if (row.logoImageId && row.logoWidths) return imageFallbackUrl(row.logoImageId, row.logoWidths);
  return row.logoPath ?? `/media/organisers/${row.slug}.svg`;
}

/** `•••• 1234`: the payout number is never sent, only its last four digits. */
export function maskAccount(last4: string | null): string | null {
  return last4 ? `•••• ${last4}` : null;
}

export function toSummary(
  row: OrganiserRow & { logoWidths?: number[] | null },
  role: OrganizerRole,
): OrganizationSummary {
  return { id: row.id, slug: row.slug, name: row.name, role, logo: logoUrl(row) };
}

export function toOrganization(
  row: OrganiserRow,
  logoWidths: number[] | null,
  role: OrganizerRole,
): Organization {
  const seesMoney = (ROLE_GROUPS.money as readonly OrganizerRole[]).includes(role);
  return {
    ...toSummary({ ...row, logoWidths }, role),
    description: row.description,
    city: row.city,
    contactEmail: row.contactEmail,
    whatsapp: row.whatsapp,
    requireTwoFactor: row.requireTwoFactor,
    logoImageId: row.logoImageId,
    payout: seesMoney
      ? {
          bank: row.payoutBank,
          accountMasked: maskAccount(row.payoutAccountLast4),
          holder: row.payoutHolder,
        }
      : null,
  };
}

import { data, type LoaderFunctionArgs, useRouteLoaderData } from "react-router";
import type { OrganizationSummary } from "#shared/contracts/organizer.ts";
import { ApiError } from "../lib/api-client.ts";

/** What the workspace layout loaded: the signed-in person's organisations (the switcher's list). */
export interface WorkspaceData {
  signedIn: boolean;
  organizations: OrganizationSummary[];
}

export function useWorkspace(): WorkspaceData {
  return useRouteLoaderData<WorkspaceData>("OrganizerLayout") ?? { signedIn: false, organizations: [] };
}

/** The organisation a path's `:orgId` names among the caller's, or the page's 404. */
export function useCurrentOrganization(orgId: string | undefined): OrganizationSummary | null {
  const { organizations } = useWorkspace();
  return organizations.find((org) => String(org.id) === orgId) ?? null;
}

/** API refusals a workspace loader turns into the page's own status (404 for another organisation's ids). */
export async function orStatusPage<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    // The page explains an organisation's two-factor rule and links to where it is turned on.
    if (error instanceof ApiError && error.code === "two_factor_required")
      throw data({ twoFactorRequired: true }, { status: 403 });
    if (error instanceof ApiError && [403, 404].includes(error.httpStatus))
      throw data(null, { status: error.httpStatus });
    throw error;
  }
}

export type { LoaderFunctionArgs };

import type { ApiContract } from "#shared/contracts/api-contract.ts";
import type { RoleGroup } from "#shared/contracts/organizer.ts";
import { type ApiContext, defineRoute, type RouteBehaviour } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { type OrganiserAccess, requireOrganiserRole } from "./access.ts";

type Behaviour<Contract extends ApiContract> = RouteBehaviour<Contract>;
type HandlerContext<Contract extends ApiContract> = Parameters<Behaviour<Contract>["handler"]>[0];

/**
 * A route under `/organizer/organizations/:orgId/...`: the guard runs before the handler, with the
 * role group the route names, and the handler receives the checked access. `auth` is always
 * `session`, so the OpenAPI document marks it. The role matrix test holds each route to its group.
 */
export function defineOrganizerRoute<Contract extends ApiContract>(
  services: Pick<AppServices, "config" | "sessions" | "db">,
  contract: Contract,
  roles: RoleGroup,
  behaviour: Omit<Behaviour<Contract>, "handler" | "auth"> & {
    handler(
      context: HandlerContext<Contract> & { access: OrganiserAccess },
    ): ReturnType<Behaviour<Contract>["handler"]>;
  },
) {
  const route = defineRoute(contract, {
    ...behaviour,
    auth: "session",
    async handler(context: HandlerContext<Contract>) {
      const params = context.params as unknown as { orgId: string };
      const access = await requireOrganiserRole(context.request, services, params.orgId, roles);
      return behaviour.handler({ ...context, access });
    },
  } as Behaviour<Contract>);
  return route;
}

export type { ApiContext };

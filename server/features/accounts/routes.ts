import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { authRoutes } from "./auth-routes.ts";
import { authUserRoutes } from "./auth-user-routes.ts";
import { accountsDeps } from "./deps.ts";
import { passkeyRoutes } from "./passkey-routes.ts";
import { passwordResetRoutes } from "./password-reset-routes.ts";
import { securityRoutes } from "./security-routes.ts";
import { validationRoutes } from "./validation-routes.ts";
import { verificationRoutes } from "./verification-routes.ts";

/** `/auth/*`, `/auth-user/*` and `/validation/*` endpoints. */
export function accountRoutes(services: AppServices): ApiRoute[] {
  const deps = accountsDeps(services);
  return [
    ...authRoutes(deps),
    ...authUserRoutes(deps),
    ...passkeyRoutes(deps),
    ...passwordResetRoutes(deps),
    ...securityRoutes(deps),
    ...validationRoutes(),
    ...verificationRoutes(deps),
  ];
}

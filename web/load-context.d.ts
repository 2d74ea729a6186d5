import type { WebLoadContext } from "#shared/contracts/load-context.ts";

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}

export * from "./accounts.ts";
export * from "./checkout.ts";
export * from "./events.ts";
export * from "./seed-runs.ts";
export * from "./stock.ts";
export * from "./tickets.ts";
export * from "./vouchers.ts";

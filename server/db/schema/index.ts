export * from "./accounts.ts";
export * from "./seed-runs.ts";

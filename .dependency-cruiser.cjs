/**
 * The import rules of docs/ARCHITECTURE.md, checked by `npm run lint` (ADR 0117). A violation fails
 * CI; `npm run deps:report` prints every module with its dependencies and the rules' verdicts.
 */
module.exports = {
  forbidden: [
    {
      name: "only-data-layer-touches-database",
      comment:
        "Queries live in the data layer (data.ts, *-data.ts, stores, seeders, the stock module, server/db). Use cases and routes call its named functions, so a rule about rows is written once and found by name.",
      severity: "error",
      from: {
        path: "^server/",
        pathNot: [
          "^server/main\\.ts$", // the composition root opens the client
          "^server/db/",
          "^server/features/stock/",
          "(^|/)data\\.ts$",
          "-data\\.ts$",
          "(^|/)[a-z-]*store\\.ts$",
          "(^|/)seed/",
          "seeders?\\.ts$",
        ],
      },
      to: {
        path: ["^node_modules/drizzle-orm/", "^server/db/(schema|client)"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "no-cycles",
      comment: "Files that import each other in a loop cannot be understood, tested or moved one at a time.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "feature-through-public-entry",
      comment:
        "A feature reaches another feature only through its public entry (server/features/<name>/index.ts).",
      severity: "error",
      from: { path: "^server/features/([^/]+)/" },
      to: {
        path: "^server/features/([^/]+)/",
        pathNot: ["^server/features/$1/", "^server/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "web-never-imports-server",
      comment: "The web is a client of /api/v1; it shares only shared/.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^server/" },
    },
    {
      name: "shared-imports-only-shared",
      comment: "shared/ is isomorphic: it imports neither the server nor the web.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(server|web)/" },
    },
    {
      name: "infrastructure-imports-no-feature",
      comment:
        "server/db, server/http and server/metrics are below the features: features register with them, not the reverse.",
      severity: "error",
      from: { path: "^server/(db|http|config|metrics)/" },
      to: { path: "^server/features/" },
    },
    {
      name: "mail-imports-no-feature",
      comment: "Mail resolves attachments through a resolver the composition root injects.",
      severity: "error",
      from: { path: "^server/features/mail/" },
      to: { path: "^server/features/", pathNot: "^server/features/mail/" },
    },
    {
      name: "production-adapter-not-on-sandbox",
      comment: "The sandbox depends on the Xendit protocol, never the reverse.",
      severity: "error",
      from: { path: "^server/features/payments/" },
      to: { path: "^server/features/sandbox-gateway/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|drizzle)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { hostname } from "node:os";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { ServerBuild } from "react-router";
import { wibYear } from "#shared/format/datetime.ts";
import { apiRoutes } from "./api-routes.ts";
import { buildServices, type ServiceInputs } from "./build-services.ts";
import { devMailboxEnabled, renderThreads } from "./config/env.ts";
import { toPublicConfig } from "./config/public-config.ts";
import { registerDashboardLiveRoutes } from "./features/dashboards/index.ts";
import { registerCatalogueSiteFiles } from "./features/events/site-files.ts";
import { registerDevMailboxPage } from "./features/mail/dev-mailbox-page.ts";
import { registerUploadedMediaRoutes } from "./features/media/media-routes.ts";
import { paymentsDeps } from "./features/payments/deps.ts";
import { registerLiveStatusRoute } from "./features/payments/live-status-route.ts";
import { simulatorAccess } from "./features/payments/simulator-access.ts";
import { registerWebhookReceiver } from "./features/payments/webhook-plugin.ts";
import { applyPayoutCallback, refundsDeps } from "./features/refunds/index.ts";
import { registerSandboxGateway } from "./features/sandbox-gateway/register-sandbox.ts";
import { createDatabaseMetrics } from "./features/system/database-metrics.ts";
import { registerHealthRoutes } from "./features/system/health-routes.ts";
import { queueStatusLiveAnswer } from "./features/waiting-room/index.ts";
import { renderApiDocsPage } from "./http/api-docs-page.ts";
import { API_PREFIX, allowedMethods, mountApi } from "./http/api-plugin.ts";
import { apiResponseHead } from "./http/api-response-head.ts";
import { type ApiRoute, MAX_PARAM_LENGTH } from "./http/api-route.ts";
import { registerBodyLimits } from "./http/body-limits.ts";
import { registerCompression } from "./http/compression.ts";
import { registerCsrfGuard } from "./http/csrf-guard.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerConnectionDrain, registerGracefulClose } from "./http/graceful-close.ts";
import { inProcessApi } from "./http/in-process-api.ts";
import { registerStorableJson } from "./http/invalid-text.ts";
import { coalescedStdout, loggerOptions } from "./http/logger.ts";
import { answerFrameworkError, registerNotFound } from "./http/not-found.ts";
import { buildOpenApiDocument } from "./http/openapi.ts";
import { createReadFastPath } from "./http/read-fast-path.ts";
import { createRenderPool } from "./http/render-pool.ts";
import { genRequestId, registerRequestContext } from "./http/request-context.ts";
import { accessLogger, registerRequestLog } from "./http/request-log.ts";
import { documentHeaders, registerSecurityHeaders } from "./http/security-headers.ts";
import { registerSsr } from "./http/ssr.ts";
import { createSsrMicroCache } from "./http/ssr-micro-cache.ts";
import { registerStaticAssets } from "./http/static-assets.ts";
import type { ClusterMetrics } from "./metrics/cluster-metrics.ts";
import { registerHttpMetrics } from "./metrics/http-metrics.ts";
import { registerMetricsRoute } from "./metrics/metrics-route.ts";
import type { AppServices } from "./services.ts";

/**
 * What `buildApp` is given: its options, and either the app's services, built by the caller with
 * `buildServices` (main.ts shares them with the jobs; tests reach the sandbox and the cipher), or the
 * inputs to build them from (`config`, `database`, and optionally `clock` and `sessions`).
 */
export type AppDependencies = AppOptions & ({ services: AppServices } | ServiceInputs);

export interface AppOptions {
  /**
   * The React Router server build and its client assets; omitted in API-only tests. With the build's
   * file, pages render on RENDER_THREADS worker threads (ADR 0111).
   */
  web?: { build: ServerBuild; buildFile: string; clientDir: string };
  /** Extra API routes (tests mount probes through the real pipeline this way). */
  extraRoutes?: readonly ApiRoute[];
  /** Overrides the logger destination (tests capture log lines). */
  logStream?: NodeJS.WritableStream;
  /**
   * In a cluster worker, how `/metrics` sums every worker's counts (ADR 0135); absent, it reads this
   * app's own registry.
   */
  clusterMetrics?: ClusterMetrics | null;
}

/** Assembles the one server: API under /api/v1, health probes, OpenAPI, static assets and SSR. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  // The composition root: every provider is built once per app, here or by the caller (build-services.ts).
  const services = "services" in deps ? deps.services : buildServices(deps);
  const { config, database, sessions } = services;
  const baseLogger = loggerOptions(config);
  // Tests pass a stream to read the lines (at the configured level); a running server writes to stdout.
  const logStream = deps.logStream ?? coalescedStdout();
  // Cached anonymous reads are answered in front of Fastify once the pipeline has built them (ADR 0106).
  const fastPath = createReadFastPath();
  const app = Fastify({
    serverFactory: (handler) => {
      const serve = (req: IncomingMessage, res: ServerResponse) => {
        if (!fastPath.serve(req, res)) handler(req, res);
      };
      // `Expect: 100-continue` is answered by the app, not by Node at once: a body over the route's limit
      // gets its 413 without `100 Continue` (so it is never sent), any other when it is read (body-limits.ts).
      return createServer(serve).on("checkContinue", serve);
    },
    logger: { ...baseLogger, ...(deps.logStream ? { level: config.LOG_LEVEL } : {}), stream: logStream },
    genReqId: (raw) => genRequestId(raw),
    logController: new LogController({ requestIdLogLabel: "requestId", disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // A request already read from a connection when close() begins is answered, not refused: it is a
    // buyer mid-page, and the response tells the client to reconnect elsewhere (graceful-close.ts). New
    // connections are refused by then, and the SSR loaders' in-process calls need the router too.
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  });

  const routes = [...apiRoutes(services), ...(deps.extraRoutes ?? [])];
  // The waiting room's store (a Redis connection when REDIS_URL is set) closes with the app.
  app.addHook("onClose", async () => services.waitingRoom.close());
  const docsPath = `${API_PREFIX}/docs`;
  const openApiPath = `${API_PREFIX}/openapi.json`;
  const knownRoutes = [
    ...routes.map((route) => ({ method: route.method, path: `${API_PREFIX}${route.path}` })),
    { method: "GET", path: openApiPath },
    { method: "GET", path: docsPath },
    { method: "GET", path: "/healthz" },
    { method: "GET", path: "/readyz" },
  ];

  const writeAccessLine = accessLogger({
    stream: logStream,
    enabled: ["trace", "debug", "info"].includes(app.log.level),
    pid: process.pid,
    hostname: hostname(),
  });
  const security = {
    https: config.PUBLIC_BASE_URL.startsWith("https:"),
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
  };
  app.decorate("readFastPath", fastPath);
  // HTTP is counted only where someone can read it (METRICS_TOKEN set): otherwise it costs nothing.
  const http = config.METRICS_TOKEN ? services.metrics.http : null;
  fastPath.attach({
    accessLog: writeAccessLine,
    trustProxy: config.TRUST_PROXY,
    apiHead: apiResponseHead(security),
    observe: http
      ? (method, route, status, seconds) => http.observe(method, route, status, seconds, "fast_path")
      : undefined,
  });
  // The waiting room's status poll, answered from memory when it can be (ADR 0124).
  fastPath.answerLive(
    `${API_PREFIX}/queue/`,
    queueStatusLiveAnswer(services.waitingRoom),
    `${API_PREFIX}/queue/:eventSlug/status`,
  );
  app.addHook("preClose", async () => fastPath.close());
  registerRequestContext(app);
  // Before any hook that may refuse a request: every refusal then leaves the client able to read it.
  registerBodyLimits(app, config.BODY_DISCARD_BYTES);
  registerRequestLog(app, writeAccessLine);
  if (http) registerHttpMetrics(app, http);
  registerCsrfGuard(app, config.PUBLIC_BASE_URL);
  registerGracefulClose(app);
  registerErrorHandler(app);
  registerStorableJson(app);
  registerNotFound(app, (url) => allowedMethods(knownRoutes, url));
  // Everything under the API's prefix answers JSON, but for its docs page. Runs on every request.
  const apiPrefix = `${API_PREFIX}/`;
  const docsWithQuery = `${docsPath}?`;
  const isApiAnswer = (url: string): boolean =>
    url.startsWith(apiPrefix) && url !== docsPath && !url.startsWith(docsWithQuery);
  registerSecurityHeaders(app, security, isApiAnswer);
  const documentExtras = documentHeaders(security);
  await app.register(fastifyCookie);
  await registerCompression(app);

  registerHealthRoutes(app, database, services.waitingRoom);
  // Prometheus metrics for a scraper holding METRICS_TOKEN (ADR 0135); without it, no such route.
  if (config.METRICS_TOKEN) {
    const clusterMetrics = deps.clusterMetrics ?? null;
    clusterMetrics?.share(services.metrics.registry);
    let scrapeDb: ReturnType<typeof database.ownConnections> | null = null;
    const databaseMetrics = createDatabaseMetrics({
      // The scrape's own connection, opened at the first scrape: it never queues behind buyers' queries.
      db: () => {
        scrapeDb ??= database.ownConnections(1, "metrics");
        return scrapeDb;
      },
      waitingRoom: services.waitingRoom,
      mailDelivery: Boolean(config.SMTP_URL),
    });
    registerMetricsRoute(app, config.METRICS_TOKEN, {
      processes: () => clusterMetrics?.scrape() ?? services.metrics.registry.metrics(),
      database: () => databaseMetrics.render(),
    });
  }
  await mountApi(app, routes);
  // Webhook receiver (raw body) and, outside production, the sandbox gateway's endpoints.
  const refunds = refundsDeps(services);
  await registerWebhookReceiver(app, paymentsDeps(services), services.metrics, (event, log) =>
    applyPayoutCallback(refunds, event, log),
  );
  // The payment page's server-sent events (ADR 0125); the live updates close with the app.
  await registerLiveStatusRoute(app, services);
  await registerDashboardLiveRoutes(app, services);
  app.addHook("onClose", async () => {
    await services.catalogue.close();
    await services.live.close();
  });
  await registerSandboxGateway(app, services.payments.sandbox, config, simulatorAccess(services));

  const openApi = buildOpenApiDocument({
    prefix: API_PREFIX,
    routes,
    serverUrl: config.PUBLIC_BASE_URL,
    sessionCookieName: config.SESSION_COOKIE_NAME,
  });
  app.get(openApiPath, async () => openApi);
  app.get(docsPath, async (_request, reply) =>
    reply
      .headers(documentExtras)
      .type("text/html; charset=utf-8")
      .send(renderApiDocsPage(openApi as Parameters<typeof renderApiDocsPage>[0], openApiPath)),
  );

  if (deps.web) {
    const publicConfig = toPublicConfig(config);
    await registerStaticAssets(app, deps.web.clientDir);
    const mode = config.NODE_ENV === "production" ? "production" : "development";
    const threads = renderThreads(config);
    const renderPool =
      threads > 0
        ? createRenderPool({
            buildFile: deps.web.buildFile,
            apiPrefix: API_PREFIX,
            mode,
            threads,
            onWorkerError: (error) => app.log.error({ err: error }, "render worker failed"),
          })
        : undefined;
    if (renderPool) {
      // The threads keep a copy of each public read, so their loaders rarely wait on this thread.
      fastPath.onStoredRead((read) => renderPool.shareRead(read));
      // onClose runs once in-flight requests are answered (Fastify stops the server first).
      app.addHook("onClose", async () => renderPool.close());
    }
    await registerSsr(app, {
      build: deps.web.build,
      mode,
      security,
      microCache: createSsrMicroCache({ sessionCookieName: config.SESSION_COOKIE_NAME }),
      renderPool,
      loadContext: async (request, reply) => {
        const token = request.cookies[config.SESSION_COOKIE_NAME];
        return {
          cspNonce: reply.cspNonce.script,
          viewer: token ? await sessions.viewerForToken(token) : null,
          publicConfig,
          year: wibYear(services.clock.now()),
          api: inProcessApi(app, request),
        };
      },
    });
  }
  registerCatalogueSiteFiles(app, { db: database.db, config }); // sitemap, robots, media: after static files
  registerUploadedMediaRoutes(app, services.media); // organisers' uploaded images
  if (devMailboxEnabled(config)) registerDevMailboxPage(app, database.db); // the outbox, readable (DEV_MAILBOX)
  // Last of the preClose hooks: the live streams have ended by the time it waits for connections to go.
  registerConnectionDrain(app, config.SHUTDOWN_TIMEOUT_MS);
  return app;
}

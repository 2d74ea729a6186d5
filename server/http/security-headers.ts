import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export interface SecurityOptions {
  https: boolean;
  googleSignIn: boolean;
}

const common = (options: SecurityOptions) => ({
  strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
  crossOriginEmbedderPolicy: false,
  // The Google sign-in popup reports back to this window; plain same-origin would cut it off.
  crossOriginOpenerPolicy: {
    policy: options.googleSignIn ? ("same-origin-allow-popups" as const) : ("same-origin" as const),
  },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
});

/**
 * Security headers on every response. API answers, assets and the docs page get a fixed policy (no
 * scripts run from them), computed once: generating nonces on every JSON response cost about a tenth
 * of the API's throughput. Pages get the nonce policy from `registerPageSecurityHeaders`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    ...common(options),
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
}

/**
 * The HTML pages' policy, registered inside the SSR context only: scripts from our origin plus a
 * per-response nonce, which the SSR handler passes to React Router for its inline hydration scripts.
 */
export async function registerPageSecurityHeaders(
  web: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await web.register(helmet, {
    ...common(options),
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Identity Services' script, popup frame and token endpoint, only when Google sign-in is on.
        scriptSrc: ["'self'", ...google(options, "https://accounts.google.com/gsi/client")],
        frameSrc: ["'self'", ...google(options, "https://accounts.google.com/gsi/")],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", ...google(options, "https://accounts.google.com/gsi/")],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
}

function google(options: { googleSignIn: boolean }, source: string): string[] {
  return options.googleSignIn ? [source] : [];
}

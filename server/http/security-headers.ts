import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every response. Scripts are limited to our origin plus a per-response nonce,
 * which the SSR handler passes to React Router for its inline hydration scripts.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; googleSignIn: boolean },
): Promise<void> {
  await app.register(helmet, {
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
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup reports back to this window; plain same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: options.googleSignIn ? "same-origin-allow-popups" : "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

function google(options: { googleSignIn: boolean }, source: string): string[] {
  return options.googleSignIn ? [source] : [];
}

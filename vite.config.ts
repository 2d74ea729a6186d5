import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * SSR renders with both whole catalogs; the browser must not download them with the page's code (each
 * page loads only its language and its namespaces, web/lib/messages.ts). A static import cannot be
 * tree-shaken out of the client alone, so its build resolves the module to an empty stand-in.
 */
function catalogsStayOnTheServer(): Plugin {
  const standIn = fileURLToPath(new URL("./shared/i18n/no-catalogs.ts", import.meta.url));
  return {
    name: "catalogs-stay-on-the-server",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId: (source) => (source === "#shared/i18n/whole-catalogs.ts" ? standIn : null),
  };
}

/** The code every page runs (root, chrome, shell helpers), as the root route and the layouts import it. */
const SHELL =
  /[\\/]web[\\/](root\.tsx|lib[\\/]|shell[\\/]|layouts[\\/]chrome\.tsx|pages[\\/]route-error\.tsx|ui[\\/](modal-host|modal-context|snackbar|load-bar|scroll-to-top)\.tsx?)|[\\/]shared[\\/](routing[\\/]|i18n[\\/](locales|plural|translator|browser-catalogs)\.ts)|[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)/;
/** Prices, dates and badges: what the landing and event pages both show (the cards are the lists' own). */
const CATALOGUE =
  /[\\/]web[\\/](events[\\/](poster-size|event-badges|event-icons|event-dates|price-text)|accounts[\\/]finish-sign-in)\.tsx?|[\\/]shared[\\/]format[\\/]/;
/**
 * The event page whole (its route, share, remind-me, buy panel, voucher cards) with the sections and ticket
 * rows the ticket page shares: one chunk compresses ~0.9 kB smaller than five. The ticket page loads the
 * event page's code with it (~4 kB), which a buyer coming from the event page already has cached.
 */
const EVENT =
  /[\\/]web[\\/](events[\\/](event-sections|ticket-category-row|event-notices|ticket-status|share-panel|remind-me|remindable|buy-panel|voucher-card|voucher-text)|vouchers[\\/]use-apply-voucher|routes[\\/]event-detail|ui[\\/]copy-button)\.tsx?/;

/**
 * Left to itself the bundler cuts the first view into some thirty small chunks, and gzip compresses each
 * alone: a few shared chunks compress to about a quarter less. Only modules a first view already loads
 * are grouped (a group's static imports come along), so no page gains code it would not have run.
 */
function fewerFirstViewChunks(): Plugin {
  return {
    name: "fewer-first-view-chunks",
    configEnvironment: (name) =>
      name === "client"
        ? {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      { name: "shell", test: SHELL, priority: 2 },
                      { name: "catalogue", test: CATALOGUE, priority: 1 },
                      { name: "event", test: EVENT, priority: 1 },
                    ],
                  },
                },
              },
            },
          }
        : undefined,
  };
}

/**
 * react-router's package exports point every bundler at its development build (warnings, invariant
 * messages); its production build sits beside it. The browser's build takes the production one: the
 * same API, a few kB less on every page. SSR keeps the package's default.
 */
function productionRouterInTheBrowser(): Plugin {
  const dist = fileURLToPath(new URL("./node_modules/react-router/dist/production/", import.meta.url));
  const targets: Record<string, string> = {
    "react-router": path.join(dist, "index.mjs"),
    "react-router/dom": path.join(dist, "dom-export.mjs"),
  };
  return {
    name: "production-router-in-the-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId: (source) => targets[source] ?? null,
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (quality 11) and a gzip copy next to each built text file, which the server sends as
 * they are (`preCompressed`, server/http/static-assets.ts). Compressing on the fly cost CPU on every
 * first visit, quality 4 at most, and a ticket war is mostly first visits; quality 11 also ships fewer
 * bytes than any on-the-fly setting. Client build only.
 */
function precompressedAssets(): Plugin {
  return {
    name: "precompressed-assets",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const source = file.type === "chunk" ? file.code : file.source;
        const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const target = path.join(dir, file.fileName);
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Compiles the render thread's code (server/http/render-worker.ts) into the server build as
 * `render-worker.js`, beside `index.js` (ADR 0115): a worker thread gets no TypeScript loader from the
 * process on Node 20, and production must not need one for it. Dependencies stay imports, as in the
 * server build itself.
 */
function renderWorkerEntry(): Plugin {
  const source = fileURLToPath(new URL("./server/http/render-worker.ts", import.meta.url));
  return {
    name: "render-worker-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    buildStart() {
      this.emitFile({ type: "chunk", id: source, fileName: "render-worker.js" });
    },
  };
}

export default defineConfig({
  plugins: [
    catalogsStayOnTheServer(),
    productionRouterInTheBrowser(),
    fewerFirstViewChunks(),
    tailwindcss(),
    reactRouter(),
    precompressedAssets(),
    renderWorkerEntry(),
  ],
  build: { assetsInlineLimit: 0 },
});

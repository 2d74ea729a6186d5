// A minimal React Router server build for the render pool's tests (render-pool.test.ts): one route
// whose loader calls the API through the load context, and an entry that prints what the render saw
// (loader data, viewer, nonce, thread) without React. Plain JavaScript, as a real build is.
import { threadId } from "node:worker_threads";

async function loader({ context, request }) {
  const { searchParams } = new URL(request.url);
  if (searchParams.has("crash")) process.exit(1);
  const response = await context.api(searchParams.get("api") ?? "/public/probe");
  return { status: response.status, body: await response.text() };
}

export const entry = {
  module: {
    default: async (_request, status, headers, routerContext, loadContext) => {
      const data = routerContext.staticHandlerContext.loaderData.root;
      const seen = { data, viewer: loadContext.viewer, nonce: loadContext.cspNonce, threadId };
      headers.set("content-type", "application/json");
      return new Response(JSON.stringify(seen), { status, headers });
    },
  },
};

export const routes = {
  root: {
    id: "root",
    parentId: undefined,
    path: "",
    index: undefined,
    caseSensitive: undefined,
    module: { default: () => null, loader },
  },
};

export const assets = {
  entry: { module: "/entry.js", imports: [] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/root.js",
      hasLoader: true,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      imports: [],
    },
  },
  url: "/manifest.js",
  version: "1",
};
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const basename = "/";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };

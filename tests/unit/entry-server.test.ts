import { createElement, Suspense, use } from "react";
import { type AppLoadContext, createStaticHandler, type EntryContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import handleRequest, { streamTimeout } from "../../web/entry.server.tsx";

/**
 * The document renderer's abort timer: a render still streaming after streamTimeout is aborted, and a
 * finished one leaves no timer behind (a pending one held every finished render for six seconds: on a
 * ticket war's misses, hundreds of megabytes the garbage collector kept walking).
 */

const never = new Promise<never>(() => {});

function Page({ hang }: { hang: boolean }) {
  return createElement(
    "main",
    null,
    createElement("h1", null, "Konser"),
    createElement(
      Suspense,
      { fallback: createElement("p", null, "loading") },
      hang ? createElement(Hanging) : null,
    ),
  );
}

function Hanging(): never {
  return use(never);
}

const Finished = () => createElement(Page, { hang: false });
const Streaming = () => createElement(Page, { hang: true });

async function routerContextFor(hang: boolean): Promise<EntryContext> {
  const Component = hang ? Streaming : Finished;
  const handler = createStaticHandler([{ id: "root", path: "/", Component }]);
  const staticHandlerContext = await handler.query(new Request("http://127.0.0.1/"));
  if (staticHandlerContext instanceof Response) throw new Error("the static handler answered a Response");
  const route = {
    id: "root",
    path: "/",
    module: "/root.js",
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  };
  return {
    manifest: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: route },
      url: "/m.js",
      version: "1",
    },
    routeModules: { root: { default: Component } },
    staticHandlerContext,
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    serverHandoffString: "{}",
  } as unknown as EntryContext;
}

const loadContext = { cspNonce: "n0nce" } as AppLoadContext;
const browser = new Request("http://127.0.0.1/", {
  headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14)" },
});

describe("document renderer", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("leaves no abort timer behind once the document is written", async () => {
    const response = await handleRequest(
      browser,
      200,
      new Headers(),
      await routerContextFor(false),
      loadContext,
    );
    expect(await response.text()).toContain("Konser");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("aborts a render still streaming after the stream timeout, so its response ends", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await handleRequest(
      browser,
      200,
      new Headers(),
      await routerContextFor(true),
      loadContext,
    );
    const text = response.text();
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(streamTimeout + 1_000);
    const html = await text;
    expect(html).toContain("Konser");
    expect(html).toContain("loading");
    expect(vi.getTimerCount()).toBe(0);
    // The operator hears of it: the abort reaches the error log once.
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});

import type { TestApp } from "./test-app.ts";

/** A browser's cookies for the queue tests: name -> value, updated from every answer's Set-Cookie. */
export type Jar = Map<string, string>;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: { status: number; message: string; errorCode?: string; data?: Record<string, unknown> };
}

/** One API call through `app.inject`, as a browser with `jar` (and a session `token`) would make it. */
export function apiCaller(t: () => TestApp) {
  return async function call(
    method: "GET" | "POST" | "PUT",
    url: string,
    options: {
      jar?: Jar;
      token?: string;
      body?: unknown;
      lang?: string;
      headers?: Record<string, string>;
      address?: string;
    } = {},
  ): Promise<Answer> {
    const cookies = new Map(options.jar ?? []);
    if (options.token) cookies.set("tiketin_session", options.token);
    const response = await t().app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: options.address,
      headers: {
        "accept-language": options.lang ?? "en",
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...options.headers,
      },
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const c of response.cookies) options.jar?.set(c.name, c.value);
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };
}

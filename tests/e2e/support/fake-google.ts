import { createServer } from "node:http";

/**
 * A stand-in for Google's userinfo endpoint. The access token itself carries the identity
 * (`fake.<base64url JSON>`), so tests choose who signs in without any shared state.
 */
const port = Number(process.env.FAKE_GOOGLE_PORT ?? 3299);

export function fakeGoogleToken(identity: { email: string; name: string }): string {
  return `fake.${Buffer.from(JSON.stringify(identity)).toString("base64url")}`;
}

if (process.argv[1]?.endsWith("fake-google.ts")) {
  createServer((request, response) => {
    const token = /^Bearer fake\.([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (request.url === "/healthz") return response.end("ok");
    if (request.url !== "/userinfo" || !token) {
      response.writeHead(401, { "content-type": "application/json" });
      return response.end(JSON.stringify({ error: "invalid_token" }));
    }
    const identity = JSON.parse(Buffer.from(token, "base64url").toString()) as {
      email: string;
      name: string;
    };
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ ...identity, email_verified: true }));
  }).listen(port, "127.0.0.1");
}

import { describe, expect, it } from "vitest";
import {
  guardedLookup,
  isPrivateAddress,
  refuseEndpointUrl,
} from "../../server/features/webhooks/url-policy.ts";

/** Where an organisation's webhooks may go (SSRF). */
describe("webhook endpoint URLs", () => {
  it("production: https to a public name or address only", () => {
    expect(refuseEndpointUrl("https://hooks.example.com/tiketin?x=1", true)).toBeNull();
    expect(refuseEndpointUrl("https://93.184.216.34/hook", true)).toBeNull();
    expect(refuseEndpointUrl("http://hooks.example.com/", true)).toBe("scheme");
    expect(refuseEndpointUrl("http://127.0.0.1:8080/", true)).toBe("scheme");
    expect(refuseEndpointUrl("ftp://example.com/", true)).toBe("scheme");
    expect(refuseEndpointUrl("javascript:alert(1)", true)).toBe("scheme");
    expect(refuseEndpointUrl("not a url", true)).toBe("invalid");
    expect(refuseEndpointUrl("https://user:pw@example.com/", true)).toBe("credentials");
  });

  it.each([
    "https://127.0.0.1/",
    "https://localhost/",
    "https://api.localhost/",
    "https://10.1.2.3/",
    "https://172.16.0.1/",
    "https://192.168.1.1/",
    "https://169.254.169.254/latest/meta-data/",
    "https://100.64.0.1/",
    "https://0.0.0.0/",
    "https://[::1]/",
    "https://[fe80::1]/",
    "https://[fd00::1]/",
    "https://[::ffff:10.0.0.1]/",
    "https://2130706433/",
    "https://0x7f.1/",
  ])("production refuses the private address %s", (url) => {
    expect(refuseEndpointUrl(url, true)).toBe("private_address");
  });

  it("outside production: http only to localhost and 127.0.0.1; https anywhere", () => {
    expect(refuseEndpointUrl("http://127.0.0.1:4455/hook", false)).toBeNull();
    expect(refuseEndpointUrl("http://localhost:4455/hook", false)).toBeNull();
    expect(refuseEndpointUrl("http://example.com/hook", false)).toBe("scheme");
    expect(refuseEndpointUrl("http://10.0.0.5/hook", false)).toBe("scheme");
    expect(refuseEndpointUrl("https://10.0.0.5/hook", false)).toBeNull();
  });

  it("judges addresses, IPv4-mapped IPv6 as its IPv4", () => {
    expect(isPrivateAddress("8.8.8.8")).toBe(false);
    expect(isPrivateAddress("2606:4700::1111")).toBe(false);
    expect(isPrivateAddress("::ffff:192.168.0.1")).toBe(true);
    expect(isPrivateAddress("127.0.0.53")).toBe(true);
  });

  it("the send-time lookup refuses a name that resolves to a private address", async () => {
    const outcome = await new Promise<string>((resolve) =>
      guardedLookup("localhost", {}, (error) => resolve(error ? String(error.code) : "connected")),
    );
    expect(outcome).toBe("EPRIVATEADDRESS");
  });
});

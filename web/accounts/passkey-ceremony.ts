import type { ApiClient } from "../lib/api-client.ts";

/**
 * The browser's half of the WebAuthn ceremonies. `@simplewebauthn/browser` is loaded only when a
 * passkey button is pressed, so pages that never use one do not ship it.
 */

/** The authenticator was dismissed or timed out: the person chose not to, nothing to report as a fault. */
export class PasskeyCancelled extends Error {
  override name = "PasskeyCancelled";
}

/** The browser has no WebAuthn (an old webview): the button explains instead of failing. */
export class PasskeyUnsupported extends Error {
  override name = "PasskeyUnsupported";
}

async function browserLibrary() {
  const library = await import("@simplewebauthn/browser");
  if (!library.browserSupportsWebAuthn()) throw new PasskeyUnsupported();
  return library;
}

function cancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

/** Registers a passkey of the signed-in buyer under `name`. */
export async function createPasskey(api: ApiClient, name: string) {
  const { startRegistration } = await browserLibrary();
  const { options } = await api.call("passkeyRegistrationOptions");
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]["optionsJSON"],
    });
  } catch (error) {
    if (cancelled(error) || (error instanceof Error && cancelled(error.cause))) throw new PasskeyCancelled();
    throw error;
  }
  return api.call("registerPasskey", {
    body: {
      name,
      response: {
        ...response,
        response: { ...response.response },
        clientExtensionResults: { ...response.clientExtensionResults },
      },
    },
  });
}

/**
 * Removes one of the signed-in buyer's passkeys, proving it is the owner with one of their passkeys
 * (what an account with neither password nor authenticator app has).
 */
export async function removePasskeyWithPasskey(api: ApiClient, passkeyId: string) {
  const { startAuthentication } = await browserLibrary();
  const { options } = await api.call("passkeyReauthOptions");
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]["optionsJSON"],
    });
  } catch (error) {
    if (cancelled(error) || (error instanceof Error && cancelled(error.cause))) throw new PasskeyCancelled();
    throw error;
  }
  return api.call("removePasskey", {
    params: { passkeyId },
    body: {
      passkey: {
        ...response,
        response: { ...response.response },
        clientExtensionResults: { ...response.clientExtensionResults },
      },
    },
  });
}

/** Signs in with a passkey the browser offers (a discoverable credential); completes a pending sign-in too. */
export async function signInWithPasskey(api: ApiClient) {
  const { startAuthentication } = await browserLibrary();
  const { ceremony_id, options } = await api.call("passkeySignInOptions");
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]["optionsJSON"],
    });
  } catch (error) {
    if (cancelled(error) || (error instanceof Error && cancelled(error.cause))) throw new PasskeyCancelled();
    throw error;
  }
  return api.call("passkeySignIn", {
    body: {
      ceremony_id,
      response: {
        ...response,
        response: { ...response.response },
        clientExtensionResults: { ...response.clientExtensionResults },
      },
    },
  });
}

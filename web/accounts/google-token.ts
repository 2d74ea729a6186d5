/**
 * Gets a Google access token with Google Identity Services' token client (e-mail and profile scopes,
 * consent prompt), as spec section 7 describes. The server resolves the token at Google's userinfo
 * endpoint. Rejects with `cancelled` when the buyer closes the popup (a silent outcome, spec section 8).
 */
interface TokenClientConfig {
  client_id: string;
  scope: string;
  prompt: string;
  callback: (response: { access_token?: string; error?: string }) => void;
  error_callback?: (error: { type?: string }) => void;
}

declare global {
  interface Window {
    google?: {
      accounts: { oauth2: { initTokenClient(config: TokenClientConfig): { requestAccessToken(): void } } };
    };
  }
}

const GIS_SCRIPT = "https://accounts.google.com/gsi/client";

export class GoogleSignInCancelled extends Error {
  override name = "GoogleSignInCancelled";
}

function loadScript(nonce: string | undefined): Promise<void> {
  if (window.google?.accounts?.oauth2) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GIS_SCRIPT;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Google Identity Services could not be loaded"));
    document.head.append(script);
  });
}

export async function requestGoogleAccessToken(clientId: string, nonce?: string): Promise<string> {
  await loadScript(nonce);
  const oauth2 = window.google?.accounts.oauth2;
  if (!oauth2) throw new Error("Google Identity Services is unavailable");
  return new Promise((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: "email profile",
      prompt: "consent",
      callback: (response) =>
        response.access_token
          ? resolve(response.access_token)
          : reject(new GoogleSignInCancelled(response.error ?? "no token")),
      error_callback: (error) => reject(new GoogleSignInCancelled(error.type ?? "popup closed")),
    });
    client.requestAccessToken();
  });
}

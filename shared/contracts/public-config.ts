/** The client-safe subset of settings: links shown in the top bar, footer and company pages. */
export interface PublicConfig {
  baseUrl: string;
  /** Google Identity Services client id; null hides "continue with Google". */
  googleClientId: string | null;
  /** The sandbox gateway's simulator page exists (never with a real gateway in production). */
  paymentSandbox: boolean;
  links: {
    registerEvent: string;
    customerService: string;
    partnership: string;
    instagram: string;
    youtube: string;
    x: string;
    tiktok: string;
  };
}

/**
 * Google refuses OAuth inside embedded browsers ("disallowed_useragent"), so in social apps' in-app
 * browsers and Android/iOS webviews the Google button shows a notice instead (spec section 2,
 * `login_webview`). Detection is by user agent, as Google's own check is.
 */
const IN_APP =
  /FBAN|FBAV|FB_IAB|Instagram|Line\/|TikTok|musical_ly|BytedanceWebview|Twitter|MicroMessenger|Snapchat|; wv\)|\bWebView\b/i;

export function isInAppBrowser(userAgent: string): boolean {
  if (IN_APP.test(userAgent)) return true;
  // iOS WKWebView: WebKit on an Apple mobile device without the "Safari/" token a real browser sends.
  return /iPhone|iPad|iPod/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent);
}

/** The cookie consent banner: shown only on pages whose organiser runs analytics. */
export const consentEn = {
  title: "Cookies for the organiser's analytics",
  body: "The organiser of this event measures visits and ticket sales with {providers}. They load only if you accept, and you can change your choice at any time under “Cookie settings” at the bottom of the page.",
  accept: "Accept",
  decline: "Decline",
  ga4: "Google Analytics",
  pixel: "Meta Pixel",
  and: "{first} and {second}",
  saved: "Your cookie choice is saved.",
} as const;

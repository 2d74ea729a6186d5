/** English messages of the accounts feature; `./id.ts` must have the same shape. */
export const accountsEn = {
  registered: "Your account has been created.",
  loggedIn: "You are logged in.",
  loggedOut: "You are logged out.",
  profileUpdated: "Your profile has been updated.",
  passwordChanged: "Your password has been saved. Other devices have been logged out.",
  resetRequested:
    "If this e-mail is registered, we have sent it a link to reset the password. Check your inbox, and your spam folder if nothing arrives within 5 minutes.",
  resetLinkValid: "The link is valid. Please set a new password.",
  passwordReset: "Your new password has been saved. Please log in.",
  nikValid: "Valid identity number",
  wrongCredentials: "Incorrect e-mail or password.",
  wrongOldPassword: "The old password is incorrect.",
  emailRegistered: "This e-mail is already registered. Please log in instead.",
  googlePassword:
    "This account signs in with Google, so it has no password to change here. Manage your password in your Google account.",
  googleTokenMissing: "Google sign-in did not finish. Please try again.",
  googleFailed: "We could not verify your Google account. Please try again.",
  googleUnverified: "Your Google e-mail address is not verified yet.",
  resetMail: {
    subject: "Reset the password of your Tiketin account",
    greeting: "Hi {name},",
    body: "We received a request to reset the password of your Tiketin account. Use the link below to set a new password:",
    action: "Reset password",
    expiry: "The link works for 30 minutes and only once.",
    ignore: "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
  },
  googleMail: {
    subject: "Your Tiketin account signs in with Google",
    body: 'We received a request to reset your password, but your account signs in with Google and has no Tiketin password. Use "Continue with Google" to log in.',
  },
  // Per-account sign-in backoff, its alert mail, the demo's readable mailbox.
  loginBackoff:
    "Too many failed sign-in attempts on this account. For your security, wait {seconds} seconds and try again.",
  // Per-address backoff: many accounts tried from one address (password spraying).
  loginAddressBackoff:
    "Too many failed sign-in attempts from your network address. Wait {seconds} seconds and try again.",
  loginAlertMail: {
    subject: "Failed sign-in attempts on your Tiketin account",
    body: "On {at} WIB your account reached {count} sign-in attempts with a wrong password, from {addresses} different addresses. Each further attempt now has to wait, starting at {seconds} seconds, but you can still sign in with the right password.",
    notYou: "If this was not you, set a new password you have not used anywhere else:",
    action: "Set a new password",
    you: "If it was you, you can ignore this e-mail.",
  },
  devMailbox: {
    title: "Demo mailbox",
    intro:
      "Mail this server sends (sign-up, password resets, e-tickets, transfers) is kept here because no SMTP server is set. For demos and development only.",
    address: "E-mail address",
    show: "Show",
    all: "All mail",
    latest: "Latest mail",
    for: "Mail for {address}",
    to: "To",
    attachments: "{count} attachment(s)",
    empty: "No mail yet.",
  },
  /** E-mail verification. */
  verification: {
    verified: "Your e-mail address is verified.",
    resent: "We sent a new verification link. Check your inbox.",
    linkExpired:
      "This verification link has expired or has already been used. Sign in and ask for a new one.",
    mail: {
      subject: "Verify your Tiketin e-mail address",
      greeting: "Hi {name},",
      body: "Open the link below to confirm that this e-mail address is yours. Tickets others send to this address are delivered once it is verified:",
      action: "Verify e-mail",
      expiry:
        "This link works for 48 hours and only once. If you did not sign up for Tiketin, ignore this e-mail.",
    },
  },
} as const;

/**
 * The settings `npm start` fills in before the server reads them (only those still unset): production
 * mode; the built-in payment sandbox, so a demo purchase can be paid; and, on the embedded database with
 * no SMTP server (the local demo), the readable mailbox at /dev/mailbox, so sign-up, reset and ticket mail
 * can be opened. Beside DATABASE_URL or SMTP_URL the mailbox stays off (the settings check refuses it).
 */
export function applyStartDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  env.NODE_ENV ||= "production";
  env.PAYMENT_SANDBOX ||= "true";
  if (!env.DATABASE_URL && !env.SMTP_URL) env.DEV_MAILBOX ||= "true";
  return env;
}

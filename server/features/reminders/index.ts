/** The sale reminders feature as other code may use it: its public entry (ADR 0117). */

export { remindersDeps } from "./deps.ts";
export { startReminderJobs } from "./jobs.ts";
export { reminderRoutes } from "./routes.ts";
export { sendSaleReminders } from "./send-sale-reminders.ts";
export { reminderTestRoutes } from "./test-routes.ts";

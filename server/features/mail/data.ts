import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

/** The latest mail sent to one address, or to anyone when `to` is null, newest first (development mailbox). */
export async function mailTo(db: Db, to: string | null, limit = 20) {
  const query = db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .$dynamic();
  return (to === null ? query : query.where(eq(mailOutbox.to, to)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

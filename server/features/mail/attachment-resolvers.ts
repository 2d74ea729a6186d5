import type { MailAttachmentRef } from "../../db/schema/index.ts";
import type { MailFile } from "./mail-message.ts";

/**
 * Turns a stored attachment reference into a file at delivery time, or null when there is nothing to
 * attach any more (the mail then goes without it). Features provide theirs; the composition root
 * registers them by `kind`.
 */
export type AttachmentResolver = (ref: MailAttachmentRef) => Promise<MailFile | null>;

/** The resolvers by `kind`, registered by the composition root (`server/build-services.ts`). */
export type AttachmentResolvers = Readonly<Record<string, AttachmentResolver>>;

/** Resolves each reference with the resolver of its kind; an unknown kind is skipped, not fatal. */
export async function resolveAttachments(
  refs: readonly MailAttachmentRef[] | null,
  resolvers: AttachmentResolvers,
): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const ref of refs ?? []) {
    const resolve = resolvers[ref.kind];
    const file = resolve ? await resolve(ref) : null;
    if (file) files.push(file);
  }
  return files;
}

/** Text placed into an e-mail's (or the dev mailbox's) HTML: every character that could open markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const WIB_OFFSET_MS = 7 * 3_600_000;

/** An ISO instant as the `datetime-local` value of the same moment in WIB (UTC+7, no daylight saving). */
export function toWibInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return new Date(time + WIB_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as WIB, as an ISO instant with its offset; null when blank or invalid. */
export function fromWibInput(value: string): string | null {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$/.test(value)) return null;
  return `${value}:00+07:00`;
}

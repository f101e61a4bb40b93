const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as players in Vietnam read it, whatever the device's zone: "14:05 24/11/2026". */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const d = new Date(ms + VIETNAM_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** Today's date in Vietnam as YYYY-MM-DD, shifted by `days`. */
export function vietnamDate(days = 0, now = Date.now()): string {
  return new Date(now + VIETNAM_OFFSET_MS + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** "1.000.000", "1,000,000", "1 000 000 đ" → 1000000; anything else → NaN; empty → null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/[\s.,_]|đ|₫|vnd/gi, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
}

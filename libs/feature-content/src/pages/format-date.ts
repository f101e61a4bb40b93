/** `2026-10-12` → `12/10/2026`, the way Vietnamese readers write dates (no time zone shift). */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : iso;
}

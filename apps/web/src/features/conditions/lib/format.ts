/** "12 min ago", "3 h ago", "2 days ago" */
export function ageText(iso: string | null, now = Date.now()): string {
  if (!iso) return 'not available';
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

/** "Today", "Tomorrow" or "Tue 25" for a yyyy-MM-dd relative to today at the spot. */
export function dayLabel(date: string, today: string): string {
  const diff = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  const d = new Date(`${date}T12:00:00Z`);
  return `${d.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' })} ${d.getUTCDate()}`;
}

export const hpaToInHg = (hpa: number) => Math.round(hpa * 0.02953 * 100) / 100;

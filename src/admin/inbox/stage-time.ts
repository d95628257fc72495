const DAY = 86_400_000;

/** How long an item has sat in its stage, as the list and the item's page say it. */
export function timeInStage(since: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - Date.parse(since)) / DAY);
  if (!Number.isFinite(days) || days < 1) return "since today";
  if (days < 14) return `for ${days} ${days === 1 ? "day" : "days"}`;
  const weeks = Math.floor(days / 7);
  if (days < 60) return `for ${weeks} weeks`;
  return `for ${Math.floor(days / 30)} months`;
}

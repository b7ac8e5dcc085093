// Sizes the server gives in MB, shown in the largest unit that keeps the
// number at or above 1 (MB → GB → TB → PB), as the site screens do.

const UNITS = ["MB", "GB", "TB", "PB"] as const;

/** 512 → "512.00 MB", 2048 → "2.00 GB", 3.5 × 1024³ → "3.50 PB"; negative values keep their sign. */
export function formatSizeMb(mb: number | null | undefined, digits = 2): string {
  const value = Number.isFinite(mb) ? Number(mb) : 0;
  let size = Math.abs(value);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${value < 0 ? "-" : ""}${size.toFixed(digits)} ${UNITS[unit]}`;
}

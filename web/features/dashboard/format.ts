import { formatSizeMb } from "../../lib/format-size";

/** Bytes in the largest unit that keeps the number at or above 1. */
export function formatBytes(bytes: number): string {
  return formatSizeMb(bytes / 1024 / 1024, 1);
}

/** 3725 → "1小时2分"-like text from the unit words given (h, m); under a minute → "<1m". */
export function formatEta(seconds: number, unit: { h: string; m: string }): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}${unit.m}`;
  return m === 0 ? `${h}${unit.h}` : `${h}${unit.h}${m}${unit.m}`;
}

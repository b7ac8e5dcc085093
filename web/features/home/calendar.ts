// The banner's date line: 24, 十一月 | 星期二, 农历十月十六. The lunar date
// comes from the browser's own Chinese calendar (Intl, ca-chinese).

const UNITS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];

/** 1 → 初一, 10 → 初十, 16 → 十六, 20 → 二十, 21 → 廿一, 30 → 三十. */
export function lunarDay(day: number): string {
  if (day <= 10) return `初${UNITS[day]}`;
  if (day < 20) return `十${UNITS[day - 10]}`;
  if (day === 20) return "二十";
  if (day < 30) return `廿${UNITS[day - 20]}`;
  return "三十";
}

/** "十月十六", or "" where the browser has no Chinese calendar. */
export function lunarDate(date: Date): string {
  try {
    const parts = new Intl.DateTimeFormat("zh-CN-u-ca-chinese", {
      month: "long",
      day: "numeric",
    }).formatToParts(date);
    const month = parts.find((p) => p.type === "month")?.value ?? "";
    const day = Number(parts.find((p) => p.type === "day")?.value);
    if (!month || !Number.isInteger(day) || !/月$/.test(month)) return "";
    return `${month}${lunarDay(day)}`;
  } catch {
    return "";
  }
}

export function monthAndWeekday(date: Date, locale: string): { month: string; weekday: string } {
  const tag = locale === "zh" ? "zh-CN" : locale;
  return {
    month: new Intl.DateTimeFormat(tag, { month: "long" }).format(date),
    weekday: new Intl.DateTimeFormat(tag, { weekday: "long" }).format(date),
  };
}

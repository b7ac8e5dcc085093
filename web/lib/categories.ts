// The permission categories (api-contract §3.2, seed §0.3's order): what a
// user may request and search. Their names are the base texts' `categories`.
export const CATEGORIES = ["Movie", "TV", "Documentary", "Anime", "Music", "AV"] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { ScraperSetting } from "./get-scraper";

/** POST /api/setting/save_scraper: every key the GET returned, edited or not. */
export function saveScraper(body: ScraperSetting): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_scraper", body);
}

import { useQuery } from "@tanstack/react-query";
import { scraperQueryOptions } from "../api/get-scraper";
import { SettingFormPage } from "../setting-form-page";
import { ScraperForm } from "./scraper-form";

/** /setting/edit-scraper (全局刮削设置). */
export function ScraperSettingPage() {
  const query = useQuery(scraperQueryOptions());
  return (
    <SettingFormPage query={query}>{(data) => <ScraperForm initial={data} />}</SettingFormPage>
  );
}

import { useQuery } from "@tanstack/react-query";
import { subtitleQueryOptions } from "../api/get-subtitle";
import { SettingFormPage } from "../setting-form-page";
import { SubtitleForm } from "./subtitle-form";

/** /setting/edit-subtitle (设置字幕自动下载). */
export function SubtitleSettingPage() {
  const query = useQuery(subtitleQueryOptions());
  return (
    <SettingFormPage query={query}>{(data) => <SubtitleForm initial={data} />}</SettingFormPage>
  );
}

import { useQuery } from "@tanstack/react-query";
import { PageFrame } from "../../../components/page-frame";
import { useRouteFrame } from "../../frame/use-route-frame";
import { logFilesQueryOptions } from "./api/get-log-files";
import { AppLogView } from "./app-log-view";
import { LogFilesGate } from "./log-files-gate";
import "./app-log.css";

/** /setting/app-log: 应用运行日志 — pick a file, follow it, filter, search, save. */
export function AppLogPage() {
  const { title, breadcrumb } = useRouteFrame();
  const files = useQuery(logFilesQueryOptions());
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <LogFilesGate query={files}>{(names) => <AppLogView files={names} />}</LogFilesGate>
    </PageFrame>
  );
}

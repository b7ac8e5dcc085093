import { Button, HTMLSelect, Switch } from "@blueprintjs/core";
import { DownloadIcon, RefreshIcon } from "@blueprintjs/icons";
import { BusyButton } from "../../../components/busy-button";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { LogFlagName, LogFlags } from "./log-flags";

export type LogToolbarProps = {
  files: readonly string[];
  file: string;
  onFile: (file: string) => void;
  flags: LogFlags;
  onFlag: (name: LogFlagName, value: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onDownload: () => void;
  loadedLines: number;
};

const FILE_ID = "app-log-file";

/** The file, 自动滚动, 自动刷新, a manual 刷新 and 下载. */
export function LogToolbar(props: LogToolbarProps) {
  const { files, file, onFile, flags, onFlag, onRefresh, refreshing, onDownload, loadedLines } =
    props;
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  return (
    <div className="mr-log-toolbar-row">
      <div className="mr-log-file">
        <label className="mr-log-label" htmlFor={FILE_ID}>
          {t.file()}
        </label>
        <HTMLSelect
          id={FILE_ID}
          value={file}
          options={files.map((name) => ({ value: name, label: name }))}
          onChange={(event) => onFile(event.currentTarget.value)}
        />
      </div>
      <Switch
        className="mr-log-switch"
        label={t.autoScroll()}
        checked={flags.autoScroll}
        onChange={(event) => onFlag("autoScroll", event.currentTarget.checked)}
      />
      <Switch
        className="mr-log-switch"
        label={t.autoRefresh()}
        checked={flags.autoRefresh}
        onChange={(event) => onFlag("autoRefresh", event.currentTarget.checked)}
      />
      <span className="mr-log-toolbar-spacer" />
      <BusyButton
        icon={<RefreshIcon />}
        text={t.refresh()}
        loading={refreshing}
        onClick={onRefresh}
      />
      <Button
        icon={<DownloadIcon />}
        text={t.download()}
        title={t.downloadHint({ count: loadedLines })}
        disabled={loadedLines === 0}
        onClick={onDownload}
      />
    </div>
  );
}

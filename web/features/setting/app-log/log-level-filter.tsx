import { Checkbox } from "@blueprintjs/core";
import { useI18nContext } from "../../../i18n/i18n-react";
import { LOG_LEVELS, type LogLevel } from "./log-level";

export type LogLevelFilterProps = {
  levels: ReadonlySet<LogLevel>;
  onChange: (levels: ReadonlySet<LogLevel>) => void;
};

/** ERROR / WARN / INFO / DEBUG, each on or off; the label wears its level's colour. */
export function LogLevelFilter({ levels, onChange }: LogLevelFilterProps) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  const toggle = (level: LogLevel, on: boolean) => {
    const next = new Set(levels);
    if (on) next.add(level);
    else next.delete(level);
    onChange(next);
  };
  return (
    <fieldset className="mr-log-levels">
      <legend className="mr-log-label">{t.levels()}</legend>
      {LOG_LEVELS.map((level) => (
        <Checkbox
          key={level}
          inline
          className={`mr-log-level-choice mr-log-${level.toLowerCase()}`}
          label={t.level[level]()}
          checked={levels.has(level)}
          onChange={(event) => toggle(level, event.currentTarget.checked)}
        />
      ))}
    </fieldset>
  );
}

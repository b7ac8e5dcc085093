import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";

export type SettingGroupProps = {
  id: string;
  legend: string;
  /** A note for the whole group ("不建议关闭"), read with the group's name. */
  helper?: ReactNode;
  children: ReactNode;
};

/** A fieldset whose legend names the fields inside (two 文件名格式 fields stay distinguishable). */
export function SettingGroup({ id, legend, helper, children }: SettingGroupProps) {
  const helpId = helper ? `${id}-help` : undefined;
  return (
    <fieldset className="mr-setting-group" aria-describedby={helpId}>
      <legend>{legend}</legend>
      {helper && (
        <p
          id={helpId}
          className={`mr-setting-group-help ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}
        >
          {helper}
        </p>
      )}
      {children}
    </fieldset>
  );
}

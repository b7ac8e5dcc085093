import { type BindableField, bindField } from "../../../components/bind-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { PathPickerField } from "../../path-picker/path-picker-field";
import type { PathChecks } from "./use-media-path-form";
import type { CheckedField } from "./use-path-checks";

export type PathFolderFieldProps = {
  field: BindableField<string>;
  uid: string;
  which: CheckedField;
  checks: PathChecks;
  disabled?: boolean;
};

/**
 * 下载路径装载到容器的路径 / 下载完整理的目标路径: typed or picked from the
 * server's folders, and checked with check_path on blur or once picked. The
 * schema's message comes first; the server's answer shows when the path
 * itself is well formed.
 */
export function PathFolderField({ field, uid, which, checks, disabled }: PathFolderFieldProps) {
  const { LL } = useI18nContext();
  const t = LL.configMediaPath;
  const bound = bindField(field, "config-media-path");
  const serverProblem = disabled ? undefined : checks.problemOf(uid, which);
  return (
    <PathPickerField
      {...bound}
      editable
      disabled={disabled}
      label={which === "source_dir" ? t.sourceDir() : t.targetDir()}
      helper={which === "source_dir" ? t.sourceDirHelp() : t.targetDirHelp()}
      error={bound.error ?? serverProblem}
      onChange={(value) => {
        checks.forget(uid, which);
        bound.onChange(value);
      }}
      onBlur={() => {
        bound.onBlur();
        void checks.check(uid, which, field.state.value);
      }}
      onPicked={(path) => void checks.check(uid, which, path)}
    />
  );
}

import type { QueryKey } from "@tanstack/react-query";
import type { FormFrame } from "../../config/form-frame";
import { useSettingSave } from "../shared/use-setting-save";
import { SettingFormActions } from "./setting-form-actions";

/** /setting/*: the answer is toasted and the page returns to the hub. */
export function useSettingFrame(queryKeys: QueryKey[]): FormFrame {
  const save = useSettingSave(queryKeys);
  return {
    save: (call) => save.run(call),
    footer: (submitting) => <SettingFormActions error={save.error} submitting={submitting} />,
  };
}

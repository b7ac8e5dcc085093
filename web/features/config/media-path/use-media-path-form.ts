import { useMemo } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useForm } from "../../../lib/forms";
import { useLazySchema } from "../../../lib/lazy-schema";
import { paths } from "../../../lib/paths";
import { type MediaPathSettings, mediaPathQueryKey } from "../api/get-media-path";
import { saveMediaPath } from "../api/save-media-path";
import { useSaveFlow } from "../use-save-flow";
import { createMediaPathSchema, toMediaPaths, toMediaPathValues } from "./media-path-schema";
import { usePathChecks } from "./use-path-checks";

/**
 * The media-path form: the cards, their schema, check_path answers, and the
 * save. The wizard goes on to the step the server names; /config/media-path
 * goes to the settings hub, as the original did.
 */
export function useMediaPathForm(initial: MediaPathSettings) {
  const { LL } = useI18nContext();
  const flow = useSaveFlow(mediaPathQueryKey, LL.common.saveFailed());
  const checks = usePathChecks(LL.common.somethingWentWrong());
  const schema = useLazySchema(() => createMediaPathSchema(LL), [LL]);
  // Once per loaded record: every call makes new card keys, and TanStack Form
  // resets an untouched form whenever its defaults stop being equal.
  const defaultValues = useMemo(() => toMediaPathValues(initial.paths ?? []), [initial]);
  const form = useForm({
    defaultValues,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      if (checks.blocks(value.paths)) return;
      await flow.save(() => saveMediaPath(toMediaPaths(value)), {
        configNext: paths.setting.index,
        toastError: true,
      });
    },
  });
  return { form, flow, checks };
}

export type MediaPathForm = ReturnType<typeof useMediaPathForm>["form"];
export type PathChecks = ReturnType<typeof usePathChecks>;

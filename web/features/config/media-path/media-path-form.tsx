import { Button, Classes } from "@blueprintjs/core";
import { AddIcon } from "@blueprintjs/icons";
import { useI18nContext } from "../../../i18n/i18n-react";
import { submitHandler } from "../../../lib/submit-handler";
import type { MediaPathSettings } from "../api/get-media-path";
import { FormActions } from "../form-actions";
import { FormFeedback } from "../form-feedback";
import { MediaPathCard } from "./media-path-card";
import { newMediaPath } from "./media-path-schema";
import { useMediaPathForm } from "./use-media-path-form";

/** 设置媒体文件夹: the repeating 路径N cards, 加一个路径, and the save. */
export function MediaPathForm({ initial }: { initial: MediaPathSettings }) {
  const { LL } = useI18nContext();
  const t = LL.configMediaPath;
  const { form, flow, checks } = useMediaPathForm(initial);
  const showQbitCate = initial.download_client === "qbittorrent";
  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={LL.routes.setupMediaPath()}>
      <form.Field name="paths" mode="array">
        {(list) => (
          <>
            {list.state.value.length === 0 && <p className={Classes.TEXT_MUTED}>{t.empty()}</p>}
            {list.state.value.map((path, index) => (
              <MediaPathCard
                key={path.uid}
                form={form}
                index={index}
                uid={path.uid}
                showQbitCate={showQbitCate}
                checks={checks}
                onRemove={() => void list.removeValue(index)}
              />
            ))}
            <Button
              className="mr-path-add"
              icon={<AddIcon />}
              text={t.add()}
              onClick={() => list.pushValue(newMediaPath())}
            />
          </>
        )}
      </form.Field>
      <FormFeedback error={flow.error} saved={flow.outcome} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormActions mode={flow.mode} submitting={submitting} />}
      </form.Subscribe>
    </form>
  );
}

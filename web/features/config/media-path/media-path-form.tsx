import { Button, Classes } from "@blueprintjs/core";
import { AddIcon } from "@blueprintjs/icons";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { MediaPathSettings } from "../api/get-media-path";
import { configFooter } from "../config-frame";
import { FramedForm } from "../form-frame";
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
    <FramedForm
      form={form}
      label={LL.routes.setupMediaPath()}
      frame={{ footer: configFooter(flow) }}
    >
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
    </FramedForm>
  );
}

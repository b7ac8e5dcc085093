import { Checkbox } from "@blueprintjs/core";
import { useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { ConfirmDialog } from "../confirm-dialog";
import { MultiSelectField } from "../multi-select-field";
import { deleteSub } from "./api/manage-sub";
import { titleWithYear } from "./labels";
import type { MediaItem } from "./types";
import { useSubAction } from "./use-sub-action";

/**
 * 删除提示: cancel a subscription, optionally only some seasons, with
 * 深度删除 (on by default) removing what it downloaded too.
 */
export function DeleteSubDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.discover.deleteDialog;
  const action = useSubAction();
  const [deep, setDeep] = useState(true);
  const [seasonIds, setSeasonIds] = useState<string[]>(item.seasons?.map((s) => s.id) ?? []);

  async function confirm() {
    const id = item.subId ?? item.doubanId ?? "";
    const ok = await action.run(item, () => deleteSub(id, deep, seasonIds), null);
    if (ok) onClose();
  }

  return (
    <ConfirmDialog
      isOpen
      title={t.title()}
      confirmText={t.confirm()}
      cancelText={t.cancel()}
      busy={action.busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{t.question({ name: titleWithYear(LL, item) })}</p>
      {item.seasons && (
        <MultiSelectField
          id="delete-seasons"
          label={t.seasons()}
          value={seasonIds}
          options={item.seasons.map((s) => ({
            value: s.id,
            label: LL.discover.subscribeDialog.season({ season: s.number }),
          }))}
          onChange={setSeasonIds}
        />
      )}
      <Checkbox
        label={t.deepDelete()}
        checked={deep}
        onChange={(event) => setDeep(event.currentTarget.checked)}
      />
    </ConfirmDialog>
  );
}

import { Button } from "@blueprintjs/core";
import { DialogFrame } from "../../components/dialog-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Plugin } from "./types";

/** 打赏插件开发者: the developer's payment QR code. */
export function DonateDialog({ plugin, onClose }: { plugin: Plugin; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.plugins.donate;
  return (
    <DialogFrame
      isOpen
      onClose={onClose}
      title={t.title()}
      actions={<Button text={t.close()} onClick={onClose} />}
    >
      <img
        className="mr-plugin-qr"
        src={plugin.payImageUrl}
        alt={t.image({ title: plugin.title })}
      />
    </DialogFrame>
  );
}

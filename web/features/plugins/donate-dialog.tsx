import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Plugin } from "./types";

/** 打赏插件开发者: the developer's payment QR code. */
export function DonateDialog({ plugin, onClose }: { plugin: Plugin; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.plugins.donate;
  return (
    <Dialog isOpen onClose={onClose} title={t.title()}>
      <DialogBody>
        <img
          className="mr-plugin-qr"
          src={plugin.payImageUrl}
          alt={t.image({ title: plugin.title })}
        />
      </DialogBody>
      <DialogFooter actions={<Button text={t.close()} onClick={onClose} />} />
    </Dialog>
  );
}

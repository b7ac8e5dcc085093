import { ShowDialog } from "../../components/show-dialog";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Plugin } from "./types";

/** 打赏插件开发者: the developer's payment QR code. */
export function DonateDialog({ plugin, onClose }: { plugin: Plugin; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.plugins.donate;
  return (
    <ShowDialog onClose={onClose} title={t.title()} closeText={t.close()}>
      <img
        className="mr-plugin-qr"
        src={plugin.payImageUrl}
        alt={t.image({ title: plugin.title })}
      />
    </ShowDialog>
  );
}

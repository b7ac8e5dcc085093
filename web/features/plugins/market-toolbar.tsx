import { Button } from "@blueprintjs/core";
import { GlobeNetworkIcon, UploadIcon } from "@blueprintjs/icons";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { BusyButton } from "../../components/busy-button";
import { lazyDialog } from "../../components/lazy-dialog";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { toast } from "../../lib/toaster";
import { installLocal } from "./api/install-local";

// The addresses dialog loads on first use.
const MarketDialog = lazyDialog(() => import("./market-dialog"), "MarketDialog");

/**
 * Additions above 插件市场: the market index addresses (the built-in
 * backend reads any number of indexes, LAN ones included) and installing a
 * plugin package from a file, for machines without internet.
 */
export function MarketToolbar() {
  const { LL } = useI18nContext();
  const t = LL.plugins.market;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { busy: uploading, attempt } = useBusyAction();
  const file = useRef<HTMLInputElement>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    await attempt(async () => {
      void toast.success(await installLocal(file));
      void queryClient.invalidateQueries({ queryKey: ["plugins"] });
    });
  };
  return (
    <div className="mr-plugin-toolbar">
      <Button
        icon={<GlobeNetworkIcon />}
        text={t.settings()}
        onMouseEnter={MarketDialog.preload}
        onFocus={MarketDialog.preload}
        onClick={() => setEditing(true)}
      />
      <input
        ref={file}
        type="file"
        accept=".tar.gz,.tgz,.zip"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const input = e.currentTarget;
          void upload(input.files?.[0]).finally(() => {
            input.value = "";
          });
        }}
      />
      <BusyButton
        icon={<UploadIcon />}
        text={t.local()}
        title={t.localLabel()}
        loading={uploading}
        onClick={() => file.current?.click()}
      />
      {editing && <MarketDialog onClose={() => setEditing(false)} />}
    </div>
  );
}

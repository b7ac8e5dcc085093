import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DialogFrame } from "../../components/dialog-frame";
import { ErrorBanner } from "../../components/error-banner";
import { TextAreaField } from "../../components/schema-form/text-area-field";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { toast } from "../../lib/toaster";
import { marketSettingQueryOptions, saveMarketSetting } from "./api/market-setting";
import { Loading } from "./loading";

/** 插件市场设置: the market index addresses, one a line (loaded on first use, market-toolbar.tsx). */
export function MarketDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.plugins.market;
  const queryClient = useQueryClient();
  const setting = useQuery(marketSettingQueryOptions());
  const [text, setText] = useState<string | null>(null);
  const { busy, error, setError, attempt } = useBusyAction({ show: "inline" });
  const value = text ?? setting.data?.index_urls.join("\n") ?? "";
  const save = async () => {
    const urls = value
      .split(/\s+/)
      .map((u) => u.trim())
      .filter((u) => u !== "");
    const bad = urls.find((u) => !/^https?:\/\/\S+$/i.test(u));
    if (bad) {
      setError(t.badUrl({ url: bad }));
      return;
    }
    await attempt(async () => {
      const saved = await saveMarketSetting({ index_urls: urls });
      if (saved.message) void toast.success(saved.message);
      void queryClient.invalidateQueries({ queryKey: ["plugins"] });
      onClose();
    });
  };
  return (
    <DialogFrame
      isOpen
      onClose={onClose}
      busy={busy}
      title={t.dialog()}
      className="mr-plugin-dialog"
      submit={{ text: t.save(), disabled: setting.isPending, onClick: () => void save() }}
    >
      {setting.isPending ? (
        <Loading />
      ) : (
        <TextAreaField
          id="plugin-market-urls"
          label={t.urls()}
          helper={t.urlsHelper()}
          value={value}
          onChange={setText}
          disabled={busy}
        />
      )}
      {error && <ErrorBanner message={error} />}
    </DialogFrame>
  );
}

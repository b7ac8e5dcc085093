import { Button, Card, Classes } from "@blueprintjs/core";
import { PlusIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageFrame } from "../../../components/page-frame";
import { useI18nContext } from "../../../i18n/i18n-react";
import { QueryGate } from "../../config/query-gate";
import { useRouteFrame } from "../../frame/use-route-frame";
import { useSettingSave } from "../shared/use-setting-save";
import { AccessKeyRow } from "./access-key-row";
import { deleteAccessKey } from "./api/delete-access-key";
import { type AccessKey, accessKeysQueryKey, accessKeysQueryOptions } from "./api/list-access-keys";
import { CreateAccessKeyDialog } from "./create-access-key-dialog";
import { DeleteKeyDialog } from "./delete-key-dialog";
import "./access-key.css";

/** /setting/access-key: API密钥管理 — the keys, 新建API密钥, delete after a confirmation. */
export function AccessKeyPage() {
  const { LL } = useI18nContext();
  const t = LL.settingLog.accessKey;
  const { title, breadcrumb } = useRouteFrame();
  const keys = useQuery(accessKeysQueryOptions());
  const save = useSettingSave([accessKeysQueryKey], { stay: true });
  const [creating, setCreating] = useState(false);
  const [doomed, setDoomed] = useState<AccessKey | null>(null);

  const remove = async () => {
    if (!doomed) return;
    const { id } = doomed;
    setDoomed(null);
    await save.run(() => deleteAccessKey(id));
  };

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <p className={Classes.TEXT_MUTED}>{t.intro()}</p>
      <Card elevation={1} className="mr-key-card">
        <QueryGate query={keys}>
          {(list) => (
            <ul className="mr-key-list" aria-label={t.list()}>
              {list.length === 0 && (
                <li className={`mr-key-empty ${Classes.TEXT_MUTED}`}>{t.empty()}</li>
              )}
              {list.map((item) => (
                <AccessKeyRow key={item.id} item={item} onDelete={setDoomed} />
              ))}
            </ul>
          )}
        </QueryGate>
        <Button
          className="mr-key-create"
          variant="minimal"
          size="large"
          alignText="start"
          fill
          icon={<PlusIcon />}
          text={t.create()}
          onClick={() => setCreating(true)}
        />
      </Card>
      <CreateAccessKeyDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        run={(call) => save.run(call)}
        error={save.error}
        onOpening={save.clearError}
      />
      <DeleteKeyDialog
        item={doomed}
        onCancel={() => setDoomed(null)}
        onConfirm={() => void remove()}
      />
    </PageFrame>
  );
}

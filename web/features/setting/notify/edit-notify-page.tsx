import { Callout, Card } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { PageFrame } from "../../../components/page-frame";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { QueryGate } from "../../config/query-gate";
import { useRouteFrame } from "../../frame/use-route-frame";
import { definitionQueryOptions } from "./api/get-definition";
import { NotifyForm } from "./notify-form";
import "../../config/config.css";
import "./notify.css";

/**
 * /setting/edit-notify?type=&name= (screens.md): the form of one notification
 * channel, built from its definition; titled "设置<channel title>" once known.
 * Without `name` it adds a channel of `type`.
 */
export function EditNotifyPage() {
  const { LL } = useI18nContext();
  const frame = useRouteFrame();
  const query = new URLSearchParams(useSearch());
  const type = query.get("type") ?? "";
  const name = query.get("name") ?? "";
  const definition = useQuery({ ...definitionQueryOptions(type, name), enabled: type !== "" });
  const title = definition.data
    ? LL.settingNotify.edit.title({ name: definition.data.name })
    : frame.title;
  const breadcrumb = [...frame.breadcrumb.slice(0, -1), { label: title }];
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card elevation={1} className="mr-config-card">
        {type === "" ? (
          <Callout intent="warning" role="alert" compact>
            <p>{LL.settingNotify.edit.missingType()}</p>
            <Link href={paths.setting.index}>{LL.settingNotify.edit.backToHub()}</Link>
          </Callout>
        ) : (
          <QueryGate query={definition}>
            {(def) => (
              <NotifyForm key={`${type}/${name}`} type={type} original={name} definition={def} />
            )}
          </QueryGate>
        )}
      </Card>
    </PageFrame>
  );
}

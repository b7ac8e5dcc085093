import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearch } from "wouter";
import { PageFrame } from "../../components/page-frame";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { customSubQueryOptions } from "./api/get-sub-custom";
import { sharedRuleQueryOptions } from "./api/get-sub-rule";
import { CustomSubEditor } from "./custom-sub-editor";
import { fromCustomSub, newValues } from "./editor-values";
import { takeImported } from "./imported-rule";
import "./custom-sub.css";

/**
 * /subscribe/edit-custom-sub (screens.md): ?id= edits an own rule,
 * ?sub_rule_id= installs a shared one (needs a community), router state
 * carries an imported rule; else a new rule.
 */
export function EditCustomSubPage() {
  const { title, breadcrumb } = useRouteFrame();
  const search = new URLSearchParams(useSearch());
  const id = search.get("id");
  const ruleId = search.get("sub_rule_id");
  const sub = useQuery({ ...customSubQueryOptions(id ?? ""), enabled: id !== null });
  const shared = useQuery({
    ...sharedRuleQueryOptions(ruleId ?? ""),
    enabled: ruleId !== null && id === null,
  });

  let body: React.ReactNode;
  if (id !== null) {
    body = (
      <QueryGate query={sub}>
        {(data) => <CustomSubEditor key={id} initial={fromCustomSub(data, data.id)} />}
      </QueryGate>
    );
  } else if (ruleId !== null) {
    body = (
      <QueryGate query={shared}>
        {(data) => (
          <CustomSubEditor
            initial={{ ...fromCustomSub(data, null), remote_sub_rule_id: ruleId }}
            shared={data}
          />
        )}
      </QueryGate>
    );
  } else {
    body = <NewEditor />;
  }
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {body}
    </PageFrame>
  );
}

/** A new rule, or the one 导入订阅 handed over (read once, when the page opens). */
function NewEditor() {
  const [initial] = useState(() => {
    const imported = takeImported();
    return imported ? fromCustomSub(imported, null) : newValues();
  });
  return <CustomSubEditor initial={initial} />;
}

import { Card } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageFrame } from "../../../components/page-frame";
import { QueryGate } from "../../config/query-gate";
import { useRouteFrame } from "../../frame/use-route-frame";
import "./forms.css";

export type SettingFormPageProps<T> = {
  /** The section's stored settings; the form starts once they are in. */
  query: UseQueryResult<T>;
  /** Paragraphs above the form (what the section is for, doc links). */
  intro?: ReactNode;
  children: (data: T) => ReactNode;
  /** Content below the form's card (what the feature did, e.g. 流量管理's torrents). */
  after?: ReactNode;
};

/**
 * The frame of one /setting/* form: breadcrumb and title from the route
 * table, an optional introduction, then the form in a card, behind a
 * spinner (or the reason and 重试) while the stored values load.
 */
export function SettingFormPage<T>({ query, intro, children, after }: SettingFormPageProps<T>) {
  const { title, breadcrumb } = useRouteFrame();
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {intro && <div className="mr-setting-intro">{intro}</div>}
      <Card elevation={1} className="mr-setting-card">
        <QueryGate query={query}>{children}</QueryGate>
      </Card>
      {after}
    </PageFrame>
  );
}

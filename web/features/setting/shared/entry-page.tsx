import { Callout, Card } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { useSearch } from "wouter";
import { PageFrame } from "../../../components/page-frame";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { QueryGate } from "../../config/query-gate";
import { serviceLabel } from "../hub/service-icon";
import "../../config/config.css";
import "./hub-entry.css";

/** The ?type= and ?name= of an entry's edit screen; the type read by `parse`. */
export function useEntryParams<K extends string>(parse: (raw: string | null) => K) {
  const query = new URLSearchParams(useSearch());
  return { kind: parse(query.get("type")), name: query.get("name") ?? "" };
}

export type EntryPageProps<K extends string, E extends { type: K; name: string }> = {
  title: string;
  /** The type named in the URL: the breadcrumb's last step, and the form's when adding. */
  kind: K;
  /** The entry named in the URL; "" when adding one. */
  name: string;
  /** The hub's list of this kind of entry. */
  list: UseQueryResult<E[]>;
  /** Said when no stored entry has that name. */
  notFound: string;
  /** The form, for the stored entry (none when adding) of that type. */
  children: (kind: K, entry: E | undefined) => ReactNode;
};

/**
 * An entry's edit screen (媒体服务器, 下载工具): the stored list, then the form
 * of the entry the URL names, or of a new one of the URL's type.
 */
export function EntryPage<K extends string, E extends { type: K; name: string }>(
  props: EntryPageProps<K, E>,
) {
  const { title, kind, name, list, notFound, children } = props;
  const { LL } = useI18nContext();
  const label = serviceLabel(kind);
  const breadcrumb = [{ label: LL.sections.settings(), href: paths.setting.index }, { label }];
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card elevation={1} className="mr-config-card">
        <QueryGate query={list}>
          {(entries) => {
            // Names are unique across types; the stored type wins over the URL's.
            const entry = name ? entries.find((e) => e.name === name) : undefined;
            if (name && !entry) {
              return (
                <Callout intent="warning" role="alert" compact>
                  {notFound}
                </Callout>
              );
            }
            const kindOf = entry?.type ?? kind;
            // A fresh form per entry: its fields start from what is stored.
            return <Fragment key={`${kindOf}/${name}`}>{children(kindOf, entry)}</Fragment>;
          }}
        </QueryGate>
      </Card>
    </PageFrame>
  );
}

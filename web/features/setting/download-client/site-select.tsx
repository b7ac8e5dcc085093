import { Checkbox, Classes, InputGroup, Tag } from "@blueprintjs/core";
import { SearchIcon, SmallCrossIcon } from "@blueprintjs/icons";
import { useId, useMemo, useState } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { SiteMeta } from "./api/get-sites";
import { filterSites, toggleSite } from "./site-selection";

export type SiteSelectProps = {
  id: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The catalogue; undefined while it loads or when it failed. */
  sites: readonly SiteMeta[] | undefined;
  /** Why the catalogue is missing: the chosen codes still show and can be removed. */
  loadError?: string;
};

/**
 * 站点: the chosen sites as tags (each removable), then a filter and a
 * checkbox per site. One labelled group, so it reads as one field.
 */
export function SiteSelect({ id, value, onChange, sites, loadError }: SiteSelectProps) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.downloadClient;
  const helpId = useId();
  const [filter, setFilter] = useState("");
  const names = useMemo(() => new Map((sites ?? []).map((s) => [s.id, s.name])), [sites]);
  const shown = useMemo(() => filterSites(sites ?? [], filter), [sites, filter]);
  return (
    <fieldset className={`${Classes.FORM_GROUP} mr-site-fieldset`} aria-describedby={helpId}>
      <legend className={Classes.LABEL}>{t.sites()}</legend>
      <div className={`${Classes.FORM_CONTENT} mr-site-select`}>
        <div className="mr-site-tags">
          {value.length === 0 && (
            <Tag minimal round>
              {LL.settingHub.allSites()}
            </Tag>
          )}
          {value.map((code) => {
            const name = names.get(code) || code;
            return (
              <Tag
                key={code}
                round
                intent="primary"
                className="mr-site-tag"
                // Blueprint's own remove button says "Remove tag" in English only.
                endIcon={
                  <button
                    type="button"
                    className={Classes.TAG_REMOVE}
                    aria-label={t.removeSite({ name })}
                    onClick={() => onChange(toggleSite(value, code, false))}
                  >
                    <SmallCrossIcon />
                  </button>
                }
              >
                {name}
              </Tag>
            );
          })}
        </div>
        {sites && sites.length > 0 && (
          <>
            <InputGroup
              id={`${id}-filter`}
              type="search"
              leftIcon={<SearchIcon />}
              placeholder={t.filterSites()}
              aria-label={t.filterSites()}
              value={filter}
              onValueChange={setFilter}
            />
            <div className="mr-site-list">
              {shown.length === 0 && <p className={Classes.TEXT_MUTED}>{t.noMatch()}</p>}
              {shown.map((site) => (
                <Checkbox
                  key={site.id}
                  id={`${id}-${site.id}`}
                  label={site.name}
                  checked={value.includes(site.id)}
                  onChange={(e) => onChange(toggleSite(value, site.id, e.currentTarget.checked))}
                />
              ))}
            </div>
          </>
        )}
        <div id={helpId} className={Classes.FORM_HELPER_TEXT}>
          {loadError ? t.sitesFailed({ message: loadError }) : t.sitesHelp()}
        </div>
      </div>
    </fieldset>
  );
}

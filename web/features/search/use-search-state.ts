import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { sitesQueryOptions } from "../../components/api/get-sites";
import { CATEGORIES } from "../../lib/categories";
import { type SearchOption, searchTemplatesQueryOptions } from "./api/get-search-templates";
import { optionOf } from "./search-option";

/**
 * The dialog's template and choices. The choices are the chosen template's
 * until the user changes one (`edited`); choosing a template drops the edits.
 * Loaded only while the dialog is open; kept between openings.
 */
export function useSearchState(open: boolean) {
  const templatesQuery = useQuery({ ...searchTemplatesQueryOptions(), enabled: open });
  const sitesQuery = useQuery({ ...sitesQueryOptions(), enabled: open });
  const [chosen, setChosen] = useState<string | null>(null);
  const [edited, setEdited] = useState<SearchOption | null>(null);

  const templates = templatesQuery.data?.template ?? [];
  // Without the server's answer every category is offered; the search page checks anyway.
  const permitted = templatesQuery.data?.permission_category ?? [...CATEGORIES];
  const sites = sitesQuery.data ?? [];
  const template = templates.find((t) => t.name === chosen) ?? templates[0];
  const option = edited ?? optionOf(template, sites, permitted);

  return {
    templatesQuery,
    templates,
    template,
    /** The first template is the default one (默认): it cannot be deleted, only copied. */
    isDefault: template !== undefined && template === templates[0],
    permitted,
    sites,
    option,
    /** A template's own choices, as they were saved. */
    choose(name: string) {
      setChosen(name);
      setEdited(null);
    },
    /** Switches to a template just saved from the current choices, keeping them on screen. */
    adopt(name: string) {
      setChosen(name);
    },
    edit(next: SearchOption) {
      setEdited(next);
    },
  };
}

export type SearchState = ReturnType<typeof useSearchState>;

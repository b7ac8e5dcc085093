import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** A supported site of the catalogue (GET /api/common/sites). */
/** site_type (addition): cardigann asks cookie or account, mteam/torznab an API key, "" cannot be added. */
/** captcha (addition): the sign-in asks for a captcha (POST /api/site/captcha). */
export type CatalogueSite = {
  id: string;
  name: string;
  domain: string;
  site_type?: string;
  captcha?: boolean;
  /** settings (addition): the definition's own settings the dialog shows under its fields. */
  settings?: SiteSetting[];
};

/** One of a definition's settings; info is read-only text (its default). */
export type SiteSetting = {
  name: string;
  type: "checkbox" | "select" | "text" | "password" | "info";
  label: string;
  /** checkbox "true"/"false", a select's option value, text; "" for a password. */
  default: string;
  options?: { value: string; label: string }[];
};

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: ["common", "sites"] as const,
    queryFn: async () => (await getConfig<CatalogueSite[] | null>("/api/common/sites")) ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });

import { useQuery } from "@tanstack/react-query";
import { appInfoQueryOptions } from "../../lib/api/get-app-info";

/**
 * True when this binary answers the API itself (common/app `builtin`, an
 * addition): there is no rule community then, so its controls are hidden.
 * A proxied original backend does not send the flag and keeps them.
 * Undefined until the app info is here.
 */
export function useBuiltin(): boolean | undefined {
  const app = useQuery(appInfoQueryOptions());
  if (!app.isSuccess) return undefined; // not known yet: show nor ask anything community
  return app.data.builtin === true;
}

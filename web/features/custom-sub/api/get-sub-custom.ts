import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { CustomSub } from "./types";

/** GET /api/subscribe/get_sub_custom {id} → the rule to edit. */
export const customSubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["subscribe", "get_sub_custom", id] as const,
    queryFn: () => getConfig<CustomSub>("/api/subscribe/get_sub_custom", { id }),
  });

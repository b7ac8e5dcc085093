import { atomWithQuery } from "jotai-tanstack-query";
import { appInfoQueryOptions } from "../features/app-info/api/get-app-info";

/** App info (version, menus, setup flag), loaded once at start and after sign-in. */
export const appInfoAtom = atomWithQuery(() => appInfoQueryOptions());

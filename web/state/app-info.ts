import { atom } from "jotai";
import { atomWithQuery } from "jotai-tanstack-query";
import { type AppInfo, appInfoQueryOptions, defaultAppInfo } from "../lib/api/get-app-info";

/** App info (version, menus, setup flag), loaded once at start and after sign-in. */
export const appInfoAtom = atomWithQuery(() => appInfoQueryOptions());

/** Seed §3: a version placeholder and no menus until the server has answered. */
export const appInfoValueAtom = atom<AppInfo>((get) => get(appInfoAtom).data ?? defaultAppInfo);

import type { IconName, IconPaths } from "@blueprintjs/icons";

// Stands in for @blueprintjs/icons' iconLoader.js in the build
// (rsbuild.config.ts). The app draws icons from their components only, and the
// build drops the loaders of icons named by string, so the original's one job
// left was to import the list of every icon name (~70 kB raw) and convert each
// name twice at start-up, on the sign-in screen's path. A string icon (none in
// the app) renders empty here as it did there, with the reason logged.

// biome-ignore lint/complexity/noStaticOnlyClass: the shape of the Blueprint API it stands in for
export class Icons {
  static setLoaderOptions(): void {}

  static async load(icons: IconName | IconName[]): Promise<void> {
    for (const icon of Array.isArray(icons) ? icons : [icons])
      console.error(`[Blueprint] icon '${icon}' named by string is not bundled: use its component`);
  }

  static async loadAll(): Promise<void> {}

  static getPaths(): IconPaths | undefined {
    return undefined;
  }

  static isValidIconName(_iconName: string): _iconName is IconName {
    return false;
  }
}

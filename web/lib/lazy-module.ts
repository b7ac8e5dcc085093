// A library kept out of every route's first load (TanStack Form in
// web/lib/forms.ts, ArkType in web/lib/ark.ts) is loaded through one of
// these. The `import()` stays in the caller's module: the build's route
// manifest finds each library's chunk by the module that imports it.

export type LazyModule<M> = {
  /** Loads the module: once, and again after a failed chunk load. */
  load: () => Promise<M>;
  /** The module if it has arrived, else undefined. */
  current: () => M | undefined;
};

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () => {
    loading ??= importer().then(
      (loaded) => {
        module = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { load, current: () => module };
}

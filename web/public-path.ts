// Runs before the app (Rsbuild preEntry). Lazy chunks must load from under
// the base path the server was started with (--base-path), which is known
// only at run time: the server writes it into <meta name="mr-base-path">.

const base = document.querySelector<HTMLMetaElement>('meta[name="mr-base-path"]')?.content ?? "";
__webpack_public_path__ = `${base.replace(/\/+$/, "")}/`;

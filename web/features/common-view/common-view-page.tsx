import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { PageFrame } from "../../components/page-frame";
import { useHash } from "../../lib/use-hash";
import { appInfoValueAtom } from "../../state/app-info";
import { paletteAtom } from "../../state/theme";
import { useRouteFrame } from "../frame/use-route-frame";
import { frameHash, frameSource, menuTitleFor } from "./frame-source";
import { frameTheme, injectTheme } from "./frame-theme";

/** The frame's location as an outer hash; null before it loads or off our origin. */
function hashOf(frame: HTMLIFrameElement | null): string | null {
  try {
    const win = frame?.contentWindow;
    return win ? frameHash(win.location, window.location.origin) : null;
  } catch {
    return null; // another origin: reading its location throws
  }
}

/**
 * /common/view (api-contract §1.6): the same-origin page named after "#" in a
 * full-size borderless frame (hidePadding is the shell's business). The
 * frame's own navigation is mirrored into the hash; a new hash (another menu
 * entry, Back) moves the frame. On every load and palette change the frame
 * gets the scrollbar style, window.mrTheme and the "injectTheme" message.
 */
export function CommonViewPage() {
  const hash = useHash();
  const frame = useRouteFrame();
  const { menus } = useAtomValue(appInfoValueAtom);
  const palette = useAtomValue(paletteAtom);
  const iframe = useRef<HTMLIFrameElement>(null);
  const target = frameSource(hash);
  // The src attribute only starts the frame; later moves go through its
  // location, since re-setting src would reload a page that is already there.
  const firstSrc = useRef(target);
  firstSrc.current ??= target;
  const title = menuTitleFor(menus, `${window.location.pathname}${window.location.search}${hash}`);

  const sendTheme = () => {
    const win = iframe.current?.contentWindow;
    if (win) injectTheme(win, frameTheme(palette, getComputedStyle(document.body)));
  };
  useEffect(sendTheme, [palette]); // sendTheme reads the palette: re-sent on each change

  useEffect(() => {
    const current = hashOf(iframe.current);
    if (target && current !== null && current !== hash) {
      iframe.current?.contentWindow?.location.replace(target);
    }
  }, [hash, target]);

  // Replace, not push: the frame's navigation already made its history entry.
  const follow = () => {
    const next = hashOf(iframe.current);
    if (next === null || next === window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}${next}`);
  };

  const onLoad = () => {
    follow();
    sendTheme();
    const win = iframe.current?.contentWindow;
    if (!win || hashOf(iframe.current) === null) return;
    // Same-document moves (hash links, pushState in a framed app) fire no load.
    win.addEventListener("hashchange", follow);
    win.addEventListener("popstate", follow);
    (win as { navigation?: EventTarget }).navigation?.addEventListener(
      "currententrychange",
      follow,
    );
  };

  return (
    <PageFrame title={title ?? frame.title} breadcrumb={frame.breadcrumb}>
      {firstSrc.current && (
        <iframe
          ref={iframe}
          className="mr-common-view"
          src={firstSrc.current}
          title={title ?? frame.title}
          onLoad={onLoad}
          style={{ display: "block", width: "100%", height: "calc(100vh - 180px)", border: 0 }}
        />
      )}
    </PageFrame>
  );
}

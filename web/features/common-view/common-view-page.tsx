import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { PageFrame } from "../../components/page-frame";
import { useHash } from "../../lib/use-hash";
import { appInfoValueAtom } from "../../state/app-info";
import { paletteAtom } from "../../state/theme";
import { useRouteFrame } from "../frame/use-route-frame";
import { frameSource, menuTitleFor } from "./frame-source";

/**
 * /common/view (api-contract §1.6): the same-origin page named after "#" in a
 * full-size borderless frame. The frame is told the theme ("injectTheme")
 * on load and on every change. Its title is the menu entry pointing here.
 */
export function CommonViewPage() {
  const hash = useHash();
  const frame = useRouteFrame();
  const { menus } = useAtomValue(appInfoValueAtom);
  const palette = useAtomValue(paletteAtom);
  const iframe = useRef<HTMLIFrameElement>(null);
  const src = frameSource(hash);
  const title = menuTitleFor(menus, `${window.location.pathname}${window.location.search}${hash}`);

  const postTheme = () => iframe.current?.contentWindow?.postMessage("injectTheme", "*");
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-post whenever the palette changes
  useEffect(postTheme, [palette]);

  return (
    <PageFrame title={title ?? frame.title} breadcrumb={frame.breadcrumb}>
      {src && (
        <iframe
          ref={iframe}
          className="mr-common-view"
          src={src}
          title={title ?? frame.title}
          onLoad={postTheme}
          style={{ display: "block", width: "100%", height: "calc(100vh - 180px)", border: 0 }}
        />
      )}
    </PageFrame>
  );
}

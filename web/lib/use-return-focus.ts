import { useLayoutEffect, useRef } from "react";

/**
 * While `isOpen`, a dialog gives the focus back to what had it at opening
 * once the dialog is gone. Screens mount their dialogs only while open
 * (lazyDialog), and an unmounted Blueprint overlay never runs its own return
 * of the focus (at the end of its close transition): Esc left a keyboard user
 * at the top of the page, a Tab from the control they had used. The focus
 * stays where it is when it has gone somewhere on purpose (it is not on the
 * page's body), or the opener has gone (a row deleted by the dialog).
 */
export function useReturnFocus(isOpen: boolean): void {
  useLayoutEffect(() => {
    // A layout effect: Blueprint moves the focus into the dialog after it.
    const opener = isOpen ? document.activeElement : null;
    if (!(opener instanceof HTMLElement) || opener === document.body) return;
    return () => {
      // After the commit that removed the dialog (its focus then falls to the body).
      setTimeout(() => {
        const now = document.activeElement;
        if (opener.isConnected && (!now || now === document.body)) opener.focus();
      });
    };
  }, [isOpen]);
}

/**
 * For a dialog kept mounted once opened (its state, its closing transition)
 * whose text box takes the focus (autoFocus): Blueprint's own return records
 * that box, which has the focus before any effect looks, so Esc left the user
 * on the page's body. The opener is read here in the render that opens the
 * dialog; the returned `giveBack` focuses it again once the dialog is closed
 * (call it when closing, except for a move to another screen, whose page
 * takes the focus). Pair with `shouldReturnFocusOnClose={false}`.
 */
export function useKeptDialogOpener(isOpen: boolean): () => void {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (isOpen && !wasOpen.current) opener.current = document.activeElement;
  wasOpen.current = isOpen;
  return () => {
    const back = opener.current;
    setTimeout(() => {
      if (back instanceof HTMLElement && back !== document.body && back.isConnected) back.focus();
    });
  };
}

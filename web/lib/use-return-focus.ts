import { useLayoutEffect } from "react";

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

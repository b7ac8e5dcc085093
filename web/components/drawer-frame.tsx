import { Button, Classes, Drawer, H2 } from "@blueprintjs/core";
import { SmallCrossIcon } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useI18nContext } from "../i18n/i18n-react";
import { useReturnFocus } from "../lib/use-return-focus";

type DrawerFrameProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The drawer's class; its title is `${className}-title`, with that id. */
  className: string;
  size: number | string;
  children: ReactNode;
};

/**
 * A drawer from the right with our own header: Blueprint's is an h4, which
 * would skip levels after the page's h1; ours is an h2 and a close button.
 */
export function DrawerFrame({
  isOpen,
  onClose,
  title,
  className,
  size,
  children,
}: DrawerFrameProps) {
  const { LL } = useI18nContext();
  useReturnFocus(isOpen);
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="right" size={size} className={className}>
      <div className={Classes.DRAWER_HEADER}>
        <H2 id={`${className}-title`} className={`${className}-title`}>
          {title}
        </H2>
        <Button
          variant="minimal"
          icon={<SmallCrossIcon size={20} />}
          aria-label={LL.common.close()}
          onClick={onClose}
        />
      </div>
      {children}
    </Drawer>
  );
}

import { HTMLTable } from "@blueprintjs/core";
import { useAtom } from "jotai";
import { DialogFrame } from "../../components/dialog-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { shortcutsOpenAtom } from "./palette-state";

/** ?: every keyboard shortcut of the console. */
export function ShortcutsSheet() {
  const { LL } = useI18nContext();
  const t = LL.alive.shortcuts;
  const [isOpen, setOpen] = useAtom(shortcutsOpenAtom);
  const rows: [string[], string][] = [
    [["Ctrl", "K"], t.palette()],
    [["⌘", "K"], t.palette()],
    [["/"], t.search()],
    [["?"], t.help()],
    [["↑", "↓"], t.move()],
    [["Enter"], t.open()],
    [["Esc"], t.close()],
  ];
  return (
    <DialogFrame isOpen={isOpen} onClose={() => setOpen(false)} title={t.title()}>
      <HTMLTable compact striped className="mr-shortcuts">
        <thead>
          <tr>
            <th scope="col">{t.keys()}</th>
            <th scope="col">{t.action()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([keys, what]) => (
            <tr key={keys.join("+")}>
              <td>
                {keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && " + "}
                    <kbd className="bp6-key">{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </DialogFrame>
  );
}

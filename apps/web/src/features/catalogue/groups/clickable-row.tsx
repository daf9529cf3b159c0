import type { MouseEvent, ReactNode } from 'react';
import classes from './clickable-row.module.css';

// Clicks on the row's own controls (checkbox, toggle, icons, links) are theirs, not the row's.
const CONTROLS = 'button, a, input, label, [role="switch"], [role="checkbox"], [role="button"]';

/**
 * A list row that opens its item when clicked anywhere but on a control (spec 2 §2: a card links
 * to ?p=<id>). Keyboard users open it with the row's Show icon.
 */
export function ClickableRow({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest(CONTROLS)) return;
    onOpen();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the Show icon is the keyboard way
    // biome-ignore lint/a11y/useKeyWithClickEvents: the row's Show icon opens the same item from the keyboard
    <div onClick={click} className={classes.clickable}>
      {children}
    </div>
  );
}

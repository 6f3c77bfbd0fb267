// A tooltip that opens after 700 ms of hover or focus, and at once if another closed less than
// 300 ms ago, so moving along a row of buttons does not wait each time. Escape dismisses it (WCAG 1.4.13).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;
let lastClosedAt = -Infinity;

export function Tooltip({ text, children }: { text: string; children: (describedBy: string) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = 'tooltip-ring-op';

  const show = () => {
    clearTimeout(timer.current);
    const warm = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (warm) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it listens to the button inside, whose own events bubble here.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside handles the keyboard; a click only hides the tip.
    <span className="tooltip-anchor" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide} onClick={hide}>
      {children(id)}
      <span id={id} role="tooltip" className="tooltip" hidden={!open}>
        {text}
      </span>
    </span>
  );
}

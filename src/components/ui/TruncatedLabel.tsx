import { useEffect, useRef, useState } from 'react';

/**
 * Text cut with an ellipsis to fit its row, shown whole in a tooltip when the pointer is over it or keyboard focus
 * is on the control around it (mark that control `group/trunc relative`), and only when it is actually cut (the
 * width is watched, so a resize counts). The control's accessible name already holds the whole text, so the
 * tooltip is for the eyes.
 */
export function TruncatedLabel({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <>
      <span ref={ref} className="truncate">
        {text}
      </span>
      {cut && (
        <span
          role="tooltip"
          aria-hidden
          className="pointer-events-none absolute top-full left-0 z-30 mt-1 hidden w-max max-w-72 rounded-md bg-ink px-2 py-1 text-caption font-normal break-words whitespace-normal text-raised shadow-lg group-hover/trunc:block group-focus-visible/trunc:block"
          data-testid="name-tooltip"
        >
          {text}
        </span>
      )}
    </>
  );
}

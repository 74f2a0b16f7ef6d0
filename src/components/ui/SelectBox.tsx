import type { InputHTMLAttributes } from 'react';

type Props = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'onClick' | 'onToggle' | 'className' | 'aria-label'
> & {
  /** The box's name for screen readers ("Select Take 3"): a list row shows what it selects beside it. */
  label: string;
  checked: boolean;
  /** Some but not all of what it stands for are selected (a "select all" box). */
  mixed?: boolean;
  /** Clicked or pressed with Space; `range` when Shift was held, which selects from the last box toggled. */
  onPick: (range: boolean) => void;
  [data: `data-${string}`]: string | undefined;
};

/**
 * A bare checkbox that selects a row of a list for batch work. It reports clicks rather than changes, so Shift
 * can extend a range; Space on the focused box clicks it as well.
 */
export function SelectBox({ label, checked, mixed = false, onPick, ...rest }: Props) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      readOnly
      ref={(box) => {
        if (box) box.indeterminate = mixed;
      }}
      onClick={(event) => onPick(event.shiftKey)}
      className="size-4 accent-accent"
      {...rest}
    />
  );
}

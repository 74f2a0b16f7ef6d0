import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from './Button';

type Props = {
  /** The button's content (icon and words). */
  children: ReactNode;
  /** The accessible name of the file input behind the button (what tests and assistive tools find it by). */
  inputLabel: string;
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  variant?: ComponentProps<typeof Button>['variant'];
  disabled?: boolean;
  /** Given to the file input, for tests that set files on it. */
  inputTestId?: string;
};

/**
 * A button that opens the file picker at once, for a toolbar where a labelled file field would take a row. The
 * input is cleared after each choice, so choosing the same file again (after fixing it on disk) adds it again.
 */
export function FileButton({ children, inputLabel, onFiles, accept, multiple, variant, disabled, inputTestId }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => inputRef.current?.click()}>
        {children}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </>
  );
}

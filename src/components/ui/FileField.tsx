import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldLook } from './FieldFrame';

type Props = Omit<FieldLook, 'controlClassName' | 'code'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'className'> & {
    onFiles: (files: File[]) => void;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled file chooser that shows the chosen file's name, its hint and error tied to it. */
export function FileField({ label, hint, error, hideLabel, compact, className, onFiles, ...rest }: Props) {
  return (
    <FieldFrame {...{ label, hint, error, hideLabel, compact, className }}>
      {({ className: _boxed, ...control }) => (
        <input
          {...control}
          type="file"
          className="mt-1 block max-w-full text-body"
          onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

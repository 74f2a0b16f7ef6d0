import { useState, type FormEvent } from 'react';
import { NAME_MAX } from '@contract/gateway/common';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { overLimit } from '@/components/ui/field-limit';
import { mutationErrorText } from '@/components/ui/mutation-error-text';
import { TextField } from '@/components/ui/TextField';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  fieldLabel: string;
  submitLabel: string;
  initialName?: string;
  /** The request's field whose 422 message belongs under the input (`name` for projects and folders). */
  errorField?: string;
  /** The caller's mutation state: the dialog shows it and closes only when the caller says it succeeded. */
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  /** Said under the field as the name is typed, before submitting (e.g. a sibling already has this name). */
  warning?: (name: string) => string | undefined;
};

/**
 * Create and rename of projects and folders, and a recording's label, share one form: a 1–40 character name;
 * a failed request keeps what was typed and shows the server's message under the field.
 */
export function NameDialog({
  open,
  onOpenChange,
  title,
  fieldLabel,
  submitLabel,
  initialName = '',
  errorField = 'name',
  pending,
  error,
  onSubmit,
  warning,
}: Props) {
  const [name, setName] = useState(initialName);
  const [emptyError, setEmptyError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setEmptyError(`Enter a ${fieldLabel.toLowerCase()}`);
    if (overLimit(trimmed, NAME_MAX)) return; // the field already says by how much
    setEmptyError(undefined);
    onSubmit(trimmed);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form onSubmit={submit} className="space-y-stack">
        <TextField
          label={fieldLabel}
          value={name}
          onChange={setName}
          limit={NAME_MAX}
          hint={warning?.(name.trim())}
          error={emptyError ?? (pending ? undefined : mutationErrorText(error, errorField))}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

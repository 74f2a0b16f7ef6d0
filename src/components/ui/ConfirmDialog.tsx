import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { mutationErrorText } from './mutation-error-text';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The caller's mutation state: the dialog shows it and closes only when the caller says it succeeded. */
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  /** Destructive (solid red, the default: the one place red is solid) or an ordinary action that costs something (accent). */
  tone?: 'danger' | 'primary';
  /** The action cannot go ahead now (the description says why, e.g. not enough credits). */
  confirmDisabled?: boolean;
};

/** A destructive or costly action asks first; if it fails the dialog stays open with the reason. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
  tone = 'danger',
  confirmDisabled = false,
}: Props) {
  const message = pending ? undefined : mutationErrorText(error);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {message && (
        <p role="alert" className="mb-3 rounded-md bg-danger-soft px-3 py-2 text-body text-danger">
          {message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant={tone === 'danger' ? 'confirm-danger' : 'primary'}
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
        >
          {pending ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

import type { ComponentProps } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { onDismiss } from './on-dismiss';

/** The part of a React Query mutation the dialog drives (`useMutation`'s result fits). */
type Mutation<Variables, Result> = {
  isPending: boolean;
  error: unknown;
  mutate: (variables: Variables, options: { onSuccess: (result: Result) => void }) => void;
};

type Props<Variables, Result> = Pick<
  ComponentProps<typeof ConfirmDialog>,
  'title' | 'description' | 'confirmLabel' | 'tone' | 'confirmDisabled'
> & {
  mutation: Mutation<Variables, Result>;
  variables: Variables;
  onClose: () => void;
  /** After the dialog closed on success: what the screen does next (leave a deleted page, drop a selection). */
  onDone?: (result: Result) => void;
};

/**
 * Asks before one mutation: open while mounted, it shows the mutation's progress and failure (and stays open on
 * one), and closes only once the mutation succeeded. The caller owns the mutation, so each dialog starts clean.
 */
export function ConfirmMutationDialog<Variables, Result>({
  mutation,
  variables,
  onClose,
  onDone,
  ...text
}: Props<Variables, Result>) {
  return (
    <ConfirmDialog
      open
      onOpenChange={onDismiss(onClose)}
      {...text}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() =>
        mutation.mutate(variables, {
          onSuccess: (result) => {
            onClose();
            onDone?.(result);
          },
        })
      }
    />
  );
}

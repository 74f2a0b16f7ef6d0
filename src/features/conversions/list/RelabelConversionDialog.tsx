import type { Recording } from '@contract/gateway/recordings';
import { NameDialog } from '@/widgets/names/NameDialog';
import { onDismiss } from '@/components/ui/on-dismiss';
import { useRelabelRecordingMutation } from '@/data/recordings/relabel-recording-mutation';

/** Edits a conversion's label. The dialog owns its mutation, so each one opened starts without the last one's error. */
export function RelabelConversionDialog({ conversion, onClose }: { conversion: Recording; onClose: () => void }) {
  const relabel = useRelabelRecordingMutation({ handlesError: true });
  return (
    <NameDialog
      open
      onOpenChange={onDismiss(onClose)}
      title="Edit the conversion's label"
      fieldLabel="Label"
      submitLabel="Save"
      initialName={conversion.label ?? ''}
      errorField="label"
      pending={relabel.isPending}
      error={relabel.error}
      onSubmit={(label) => relabel.mutate({ recording: conversion, label }, { onSuccess: onClose })}
    />
  );
}

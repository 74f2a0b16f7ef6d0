import { lazy } from 'react';
import type { DialogProps } from './DialogSurface';
import { LoadedWhenOpened } from './LoadedWhenOpened';

const DialogSurface = lazy(async () => ({ default: (await import('./DialogSurface')).DialogSurface }));

/**
 * A modal dialog (see DialogSurface). Its code loads the first time one opens: pages that only might open a
 * dialog (every list with a "New" or "Delete" button) do not carry Radix in their first load.
 */
export function Dialog(props: DialogProps) {
  return (
    <LoadedWhenOpened open={props.open}>
      <DialogSurface {...props} />
    </LoadedWhenOpened>
  );
}

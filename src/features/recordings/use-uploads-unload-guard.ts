import { useUnloadGuard } from '../../lib/use-leave-guard';
import { isActiveUpload, useUploadQueue } from './upload-queue-store';

/**
 * Closing or reloading the tab while any upload runs asks first, wherever in the studio the user is: uploads
 * carry on across in-app navigation (and with the Add panel folded away) but not across a reload.
 */
export function useUploadsUnloadGuard(): void {
  useUnloadGuard(useUploadQueue((state) => state.items.some(isActiveUpload)));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Recording, RecordingList } from '../../../contract/gateway/recordings';
import { ApiError } from '../../lib/api-error';
import { conversionKeys, deleteConversion, patchConversion, redoConversion, retryConversion } from './conversions-api';
import { useConversionRestarts } from './conversion-restarts-store';

/** A failed action as a notice; a 401 says nothing, since the app is already taking the user to sign in. */
function reportFailure(what: string, error: unknown) {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(`${what}: ${error instanceof Error ? error.message : 'something went wrong'}`);
}

/**
 * What can be done to the conversions of one original. Each writes the server's answer into the cached list at
 * once (the star even before the answer, undone if it fails); redo and retry refetch the list, which starts the
 * polling again. Label and delete reject so their dialogs can keep what was typed and show why.
 */
export function useConversionActions(originalId: string) {
  const queryClient = useQueryClient();
  const key = conversionKeys.ofOriginal(originalId);
  const restarted = useConversionRestarts((state) => state.restarted);

  const editList = (edit: (list: Recording[]) => Recording[]) =>
    queryClient.setQueryData<RecordingList>(key, (old) => old && { ...old, list: edit(old.list) });
  const replace = (recording: Recording) =>
    editList((list) => list.map((item) => (item.id === recording.id ? { ...item, ...recording } : item)));
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const star = useMutation({
    mutationFn: ({ id, starred }: { id: string; starred: boolean }) => patchConversion(id, { starred }),
    onMutate: async ({ id, starred }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RecordingList>(key);
      editList((list) => list.map((item) => (item.id === id ? { ...item, starred } : item)));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      reportFailure('The star was not saved', error);
    },
    onSuccess: replace,
  });

  const rerun = useMutation({
    mutationFn: async (conversion: Recording): Promise<unknown> =>
      conversion.state === 'error' ? retryConversion(conversion.id) : redoConversion(conversion.id),
    onSuccess: async (_answer, conversion) => {
      restarted(conversion.id);
      await refresh();
    },
    onError: (error, conversion) => reportFailure(conversion.state === 'error' ? 'Retry failed' : 'Redo failed', error),
  });

  const rename = async (id: string, label: string) => replace(await patchConversion(id, { label }));

  const remove = async (id: string) => {
    await deleteConversion(id);
    editList((list) => list.filter((item) => item.id !== id));
    await refresh();
  };

  return { star, rerun, rename, remove, refresh };
}

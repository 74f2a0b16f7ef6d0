import { useCallback } from 'react';
import {
  useOutletContext,
  useParams,
  useRouteLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import type { Project } from '@contract/gateway/projects';
import { peaksQueryOptions } from '@/data/recordings/peaks-query';
import { seedRecordingFromLists } from '@/data/recordings/recording-cache';
import { recordingQueryOptions, useRecording } from '@/data/recordings/recording-query';
import { CompareBoard } from '@/features/conversions/compare/CompareBoard';
import { ConversionsPanel } from '@/features/conversions/list/ConversionsPanel';
import { OrderForm } from '@/features/conversions/OrderForm';
import { OriginalPage } from '@/features/recordings/OriginalPage';
import { folderPath, ORDER_VOICE_PARAM } from '@/app/paths';
import { recordingTitle } from '@/features/recordings/recording-title';
import { usePageTitle } from '@/lib/browser/use-page-title';
import { queryClient } from '@/app/query-client';

/**
 * The recording and its waveform's peaks are read before the page shows, so the waveform is drawn with the page
 * (in a warm tab both are usually cached already). Peaks that fail to load are not an error: the player draws flat.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  // Opened from its folder, the row already read is enough to show the page; the record is re-read behind it.
  const recording =
    seedRecordingFromLists(queryClient, params.recordingId!) ??
    (await queryClient.ensureQueryData(recordingQueryOptions(params.recordingId!)));
  if (recording.waveform_url)
    await queryClient.ensureQueryData(peaksQueryOptions(recording.waveform_url)).catch(() => null);
  return recording;
}

/** One original: its player and details (recordings feature), its conversions and the order form (conversions feature). */
export function Component() {
  const project = useRouteLoaderData('project') as Project;
  const { folderId, recordingId } = useParams() as { folderId: string; recordingId: string };
  const { data: original } = useRecording(recordingId);
  usePageTitle(original && recordingTitle(original), useOutletContext<Project>().name);
  // "Use this voice" in the library arrives with ?voice=: the form picks it, then the URL forgets it.
  const [searchParams, setSearchParams] = useSearchParams();
  const presetVoiceId = searchParams.get(ORDER_VOICE_PARAM);
  const forgetPreset = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(ORDER_VOICE_PARAM);
          return next;
        },
        // Keep the scroll: the order form has just been brought into view.
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const orderable = original?.state === 'done' && original.type === 'original';
  // On a desktop the order form is a side panel beside the waveform that stays in view while the page scrolls.
  return (
    <div className="space-y-stack lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(20rem,24rem)] lg:items-start lg:gap-6 lg:space-y-0">
      <OriginalPage key={recordingId} recordingId={recordingId} folderHref={folderPath(project, folderId)}>
        {orderable && (
          <>
            <CompareBoard original={original} />
            <ConversionsPanel original={original} />
          </>
        )}
      </OriginalPage>
      {orderable && (
        <div className="lg:sticky lg:top-4">
          <OrderForm original={original} presetVoiceId={presetVoiceId} onPresetUsed={forgetPreset} />
        </div>
      )}
    </div>
  );
}

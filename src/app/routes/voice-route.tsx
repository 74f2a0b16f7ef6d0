import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useVoice, voiceQueryOptions } from '@/data/voices/voice-query';
import { usePageTitle } from '@/lib/browser/use-page-title';
import { VoicePage } from '@/features/voices/VoicePage';
import { orderWithVoicePath, voicesPath } from '@/app/paths';
import { queryClient } from '@/app/query-client';

/** A voice that is not in the catalogue is this route's 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(voiceQueryOptions(params.voiceId!));
}

export function Component() {
  const { voiceId } = useParams() as { voiceId: string };
  usePageTitle(useVoice(voiceId).data?.name, 'Voices');
  return <VoicePage key={voiceId} voiceId={voiceId} libraryHref={voicesPath()} orderHref={orderWithVoicePath} />;
}

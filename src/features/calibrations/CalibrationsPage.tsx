import { CheckCircle2, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Calibration } from '@contract/gateway/calibrations';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { ConfirmMutationDialog } from '@/components/ui/ConfirmMutationDialog';
import { RenameDeleteButtons } from '@/components/ui/RenameDeleteButtons';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { NameDialog } from '@/widgets/names/NameDialog';
import { TextField } from '@/components/ui/TextField';
import { useAutomaticCalibrationMutation } from '@/data/calibrations/automatic-calibration-mutation';
import { useCalibrations } from '@/data/calibrations/calibrations-query';
import { useDeleteCalibrationMutation } from '@/data/calibrations/delete-calibration-mutation';
import { useEnableCalibrationMutation } from '@/data/calibrations/enable-calibration-mutation';
import { useRenameCalibrationMutation } from '@/data/calibrations/rename-calibration-mutation';
import { bringIntoView } from '@/lib/browser/bring-into-view';
import { formatDate } from '@/lib/format/human-readable';
import { CreateCalibrationForm } from './CreateCalibrationForm';
import {
  CALIBRATIONS_PAGE_SIZE,
  calibrationListStateFromSearch,
  searchFromCalibrationListState,
} from './calibration-list-state';

/** Where an empty list's "Record a sample" leads: the form above it. */
const NEW_CALIBRATION_ID = 'new-calibration';

function StateBadge({ calibration }: { calibration: Calibration }) {
  if (calibration.state === 'processing')
    return (
      <span className="inline-flex items-center gap-1 text-ink-muted">
        <LoaderCircle aria-hidden size={14} className="animate-spin" /> Measuring…
      </span>
    );
  if (calibration.state === 'error')
    return (
      <span className="inline-flex items-center gap-1 text-danger">
        <TriangleAlert aria-hidden size={14} /> Failed{calibration.error ? `: ${calibration.error}` : ''}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 text-emerald-800">
      <CheckCircle2 aria-hidden size={14} /> Calibrated
    </span>
  );
}

/**
 * The account's calibrations: what calibration does, a new one from a file or the microphone, the list (search and
 * page in the URL) with live state until each is measured, its f0, rename, delete, and which one conversions use:
 * exactly one enabled, or automatic.
 */
export function CalibrationsPage() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = calibrationListStateFromSearch(searchParams);
  const query = useCalibrations({
    limit: CALIBRATIONS_PAGE_SIZE,
    offset: (state.page - 1) * CALIBRATIONS_PAGE_SIZE,
    search: state.search || undefined,
  });
  const [search, setSearch] = useState(state.search);
  const [renaming, setRenaming] = useState<Calibration | null>(null);
  const [deleting, setDeleting] = useState<Calibration | null>(null);
  const enable = useEnableCalibrationMutation();
  const automatic = useAutomaticCalibrationMutation();
  const rename = useRenameCalibrationMutation({ handlesError: true });
  const remove = useDeleteCalibrationMutation({ handlesError: true });
  const go = (change: Partial<typeof state>, replace = false) =>
    setSearchParams(searchFromCalibrationListState({ ...state, page: 1, ...change }), { replace });

  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = setTimeout(
      () => setSearchParams(searchFromCalibrationListState({ search: search.trim(), page: 1 }), { replace: true }),
      350,
    );
    return () => clearTimeout(timer);
  }, [search, state.search, setSearchParams]);

  const list = query.data?.list ?? [];
  const enabled = list.find((calibration) => calibration.enabled);
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / CALIBRATIONS_PAGE_SIZE));

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-stack">
      <h1 id={`${id}-title`} className="text-title font-semibold">
        Calibrations
      </h1>
      <div className="max-w-prose space-y-2 text-body text-ink-muted">
        <p>
          A calibration measures the mean pitch (f0) of your own voice from a short sample. When you convert speech, the
          service shifts it from that pitch to the target voice&apos;s pitch, so the result lands where the voice really
          speaks, however high or low you speak.
        </p>
        <p>
          One calibration at most is enabled and every speech conversion uses it unless its order names another. With
          automatic calibration, the pitch is measured from each recording instead. Text-to-speech is not affected.
        </p>
      </div>

      <CreateCalibrationForm id={NEW_CALIBRATION_ID} />

      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${id}-list`} className="text-heading font-semibold">
            Your calibrations
          </h2>
          <TextField label="Search by name" type="search" compact value={search} onChange={setSearch} />
        </div>
        <div
          className="flex flex-wrap items-center gap-3 rounded-md bg-sunken px-3 py-2 text-body"
          data-testid="calibration-default"
        >
          <span>
            Conversions use:{' '}
            <strong>
              {enabled ? `${enabled.name} (${enabled.f0?.toFixed(1) ?? '?'} Hz)` : 'automatic calibration'}
            </strong>
            {!enabled && state.search ? ' (or one not shown by this search)' : ''}
          </span>
          {enabled && (
            <Button
              variant="secondary"
              className="py-1"
              disabled={automatic.isPending}
              onClick={() => automatic.mutate()}
            >
              Use automatic calibration
            </Button>
          )}
        </div>
        <LoadFailure query={query} what="calibrations" />
        {query.data && list.length === 0 ? (
          <EmptyState
            message={
              state.search
                ? 'No calibration matches this search.'
                : 'No calibrations yet. Record or upload at least 10 seconds of your own voice to make one.'
            }
            action={
              state.search ? (
                <Button onClick={() => setSearch('')}>Clear the search</Button>
              ) : (
                <Button onClick={() => bringIntoView(NEW_CALIBRATION_ID)}>Record a sample</Button>
              )
            }
          />
        ) : (
          <div className="overflow-x-auto rounded-xl border border-line bg-raised">
            <table className="w-full text-left text-body" aria-busy={query.isFetching}>
              <caption className="sr-only">Calibrations</caption>
              <thead className="bg-sunken text-caption text-ink-muted">
                <tr>
                  {['Name', 'State', 'f0', 'Created', 'Enabled', 'Actions'].map((title) => (
                    <th key={title} scope="col" className="px-3 py-2 font-medium">
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {list.map((calibration) => (
                  <tr key={calibration.id} data-testid="calibration-row">
                    <th scope="row" className="px-3 py-2 font-medium">
                      {calibration.name}
                    </th>
                    <td className="px-3 py-2" data-testid="calibration-state">
                      <StateBadge calibration={calibration} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap" data-testid="calibration-f0">
                      {calibration.f0 ? `${calibration.f0.toFixed(1)} Hz` : '–'}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-ink-muted">{formatDate(calibration.created_at)}</td>
                    <td className="px-3 py-2">
                      {calibration.enabled ? (
                        <span className="font-medium text-emerald-800">Enabled</span>
                      ) : (
                        <Button
                          variant="secondary"
                          className="py-1"
                          disabled={calibration.state !== 'calibrated' || enable.isPending}
                          title={
                            calibration.state === 'calibrated'
                              ? undefined
                              : 'Only a measured calibration can be enabled'
                          }
                          aria-label={`Enable ${calibration.name}`}
                          onClick={() => enable.mutate(calibration.id)}
                        >
                          Enable
                        </Button>
                      )}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <RenameDeleteButtons
                        what={calibration.name}
                        onRename={() => setRenaming(calibration)}
                        onDelete={() => setDeleting(calibration)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={state.page}
          pages={pages}
          onPage={(page) => go({ page })}
          summary={query.data && `${query.data.count} calibration${query.data.count === 1 ? '' : 's'}`}
        />
      </section>

      {renaming && (
        <NameDialog
          open
          onOpenChange={(open) => !open && (rename.reset(), setRenaming(null))}
          title={`Rename ${renaming.name}`}
          fieldLabel="Name"
          submitLabel="Rename"
          initialName={renaming.name}
          pending={rename.isPending}
          error={rename.error}
          onSubmit={(name) => rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })}
        />
      )}
      {deleting && (
        <ConfirmMutationDialog
          mutation={remove}
          variables={deleting.id}
          onClose={() => (remove.reset(), setDeleting(null))}
          title={`Delete ${deleting.name}?`}
          description={
            deleting.enabled
              ? 'This is the enabled calibration: after deleting it, conversions use automatic calibration. Conversions already made keep their pitch.'
              : 'Conversions already made keep their pitch. This cannot be undone.'
          }
          confirmLabel="Delete"
        />
      )}
    </section>
  );
}

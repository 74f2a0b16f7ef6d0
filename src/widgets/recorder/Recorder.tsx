import { Circle, Mic, MicOff, RotateCcw, Save, Square } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { deviceChoices } from '@/lib/audio/device-choices';
import { formatDuration } from '@/lib/format/human-readable';
import { LevelMeter } from '@/widgets/audio/LevelMeter';
import { useLeaveGuard } from '@/lib/browser/use-leave-guard';
import { NAME_MAX } from '@contract/gateway/common';
import { Button } from '@/components/ui/Button';
import { overLimit } from '@/components/ui/field-limit';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { Dialog } from '@/components/ui/Dialog';
import { SecureContextNotice } from '@/components/ui/SecureContextNotice';
import { LiveWaveform } from './LiveWaveform';
import { CLIP_PEAK, useMicrophone, type Take } from './use-microphone';
import { useMicrophonePermission, type MicrophonePermission } from './use-microphone-permission';

const PERMISSION_TEXT: Record<MicrophonePermission, string> = {
  prompt: 'Microphone access has not been asked for yet: the browser will ask when you enable it.',
  granted: 'Microphone access is allowed for this site.',
  denied:
    'Microphone access is blocked for this site. Allow it in the site settings (the icon left of the address), then enable the microphone again.',
  unknown: 'The browser will ask for microphone access when you enable it.',
};

type Props = {
  /** The section's accessible name: "Record from a microphone". */
  label: string;
  /** The save button's words; the take's length is added. */
  saveLabel: string;
  /**
   * Keeps the take where the caller wants it (a new original, a calibration sample). Resolving clears the take;
   * rejecting keeps it to be saved again, and the caller shows why (`error`).
   */
  onSave: (take: Take, inputName: string, name: string) => Promise<unknown>;
  /** Lets the take be named before it is saved: the field's label and the name it starts with. */
  naming?: { label: string; initial: () => string } | undefined;
  error?: string | null | undefined;
  /** What the caller says once a take is kept ("Saved “Take 10:02:11” to this folder."). */
  saved?: ReactNode;
  /** Why leaving would lose the take, for the dialog that asks first. */
  unsavedWarning: string;
  /** A new take starts: the caller forgets the last save's failure or success message. */
  onRecord?: (() => void) | undefined;
};

/**
 * Record a take from a microphone: the permission state explained (not asked, blocked, device in use), the
 * input picked, the level watched, record, stop, listen back, record again, and save it through the caller.
 * Leaving with an unsaved take asks first. The folder page and the calibrations page both use it.
 */
export function Recorder({ label, saveLabel, onSave, naming, error, saved, unsavedWarning, onRecord }: Props) {
  const [take, setTake] = useState<Take | null>(null);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const microphone = useMicrophone({
    onTake: (next) => {
      setTake(next);
      if (naming) setName((current) => current || naming.initial());
    },
  });
  const nameInvalid = Boolean(naming) && (name.trim() === '' || overLimit(name.trim(), NAME_MAX));
  const permission = useMicrophonePermission();
  const recording = microphone.phase === 'recording';
  const blocker = useLeaveGuard(take !== null || recording);
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  function save() {
    if (!take) return;
    setSaving(true);
    onSave(take, microphone.inputName, name.trim())
      .then(() => {
        setTake(null);
        setName('');
      })
      .catch(() => undefined)
      .finally(() => setSaving(false));
  }

  function record() {
    setTake(null);
    onRecord?.();
    microphone.record();
  }

  function recordAgain() {
    setTake(null);
    onRecord?.();
    void microphone.recordAgain();
  }

  return (
    <section aria-label={label} className="space-y-3">
      <SecureContextNotice feature="Recording from a microphone" />
      {!window.isSecureContext ? null : microphone.problem ? (
        <p
          role="alert"
          className="rounded-md bg-amber-50 px-3 py-2 text-body text-amber-900"
          data-testid="microphone-problem"
        >
          {microphone.problem.message}
        </p>
      ) : (
        !microphone.live && (
          <p className="text-body text-ink-muted" data-testid="microphone-permission">
            {PERMISSION_TEXT[microphone.refused ? 'denied' : permission]}
          </p>
        )
      )}
      {!microphone.live ? (
        <Button
          variant="secondary"
          disabled={microphone.phase === 'starting' || !window.isSecureContext}
          onClick={() => void microphone.start()}
        >
          <Mic aria-hidden size={16} />{' '}
          {microphone.phase === 'starting' ? 'Asking for the microphone…' : 'Enable microphone'}
        </Button>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <SelectField
            label="Input"
            compact
            value={microphone.deviceId}
            disabled={recording || saving}
            onChange={(deviceId) => void microphone.start(deviceId)}
            options={deviceChoices(microphone.devices, 'Microphone')}
            className="max-w-full"
          />
          <LevelMeter level={microphone.level} label="Input level" />
          <Button variant="ghost" disabled={recording} onClick={microphone.turnOff}>
            <MicOff aria-hidden size={14} /> Turn off
          </Button>
        </div>
      )}
      {(microphone.live || take) && (
        <div className="flex flex-wrap items-center gap-2">
          {recording ? (
            <Button variant="danger" onClick={microphone.stop}>
              <Square aria-hidden size={14} /> Stop ({formatDuration(microphone.elapsed)})
            </Button>
          ) : take ? (
            <>
              {/* With a take in hand, keeping it is the main action; recording again is the alternative. */}
              <Button disabled={saving || nameInvalid} onClick={save}>
                <Save aria-hidden size={14} /> {saving ? 'Saving…' : `${saveLabel} (${formatDuration(take.seconds)})`}
              </Button>
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the user's own take, heard back seconds after recording it */}
              <audio controls src={take.url} aria-label="Listen to the take" className="h-9 max-w-full" />
              <Button variant="secondary" onClick={recordAgain} disabled={saving || microphone.phase === 'starting'}>
                <RotateCcw aria-hidden size={14} /> Record again
              </Button>
            </>
          ) : (
            microphone.live && (
              <Button onClick={record} disabled={saving}>
                <Circle aria-hidden size={14} className="fill-red-500 text-red-500" /> Record
              </Button>
            )
          )}
        </div>
      )}
      {recording && <LiveWaveform peaks={microphone.trace} clipPeak={CLIP_PEAK} />}
      {microphone.clipped && (
        <p
          role="alert"
          className="rounded-md bg-danger-soft px-3 py-2 text-body text-danger"
          data-testid="clipping-warning"
        >
          The input clipped: the take is distorted where it was too loud. Move back from the microphone or turn its
          input gain down, then record again.
        </p>
      )}
      {take && !recording && naming && (
        <TextField
          label={naming.label}
          value={name}
          onChange={setName}
          limit={NAME_MAX}
          className="max-w-sm"
          error={name.trim() === '' ? 'Give the take a name' : undefined}
        />
      )}
      {error && (
        <p role="alert" className="text-body text-danger">
          {error}
        </p>
      )}
      <p role="status" className="text-body text-emerald-800">
        {saved}
      </p>
      {blocker.state === 'blocked' && (
        <Dialog
          open
          onOpenChange={(open) => !open && blocker.reset()}
          title="Leave without saving the take?"
          description={unsavedWarning}
        >
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => blocker.reset()}>
              Stay
            </Button>
            <Button variant="confirm-danger" onClick={() => blocker.proceed()}>
              Discard take
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

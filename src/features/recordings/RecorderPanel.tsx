import { Circle, Mic, MicOff, RotateCcw, Save, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LevelMeter } from '../../components/audio/LevelMeter';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { mutationErrorText } from '../../components/ui/mutation-error-text';
import { useUploadRecordingMutation } from '../../data/recordings/upload-recording-mutation';
import { formatDuration } from '../../lib/format';
import { meterStreamLevel } from '../../lib/stream-level-meter';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { describeMicrophoneError, recordingMimeType, type MicrophoneProblem } from './microphone-errors';
import { useMicrophonePermission, type MicrophonePermission } from './use-microphone-permission';

type Phase = 'idle' | 'starting' | 'ready' | 'recording' | 'recorded' | 'saving';
type Take = { blob: Blob; url: string; seconds: number };

const PERMISSION_TEXT: Record<MicrophonePermission, string> = {
  prompt: 'Microphone access has not been asked for yet: the browser will ask when you enable it.',
  granted: 'Microphone access is allowed for this site.',
  denied: 'Microphone access is blocked for this site. Allow it in the site settings (the icon left of the address), then enable the microphone again.',
  unknown: 'The browser will ask for microphone access when you enable it.',
};

/**
 * Record a take from a microphone: the permission state explained (not asked, blocked, device in use), the
 * input picked, the level watched, record, stop, listen back, record again, and save it as an original
 * named after the microphone. Leaving with an unsaved take asks first.
 */
export function RecorderPanel({ folderId }: { folderId: string }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState('');
  const [level, setLevel] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const upload = useUploadRecordingMutation({ handlesError: true });
  const [saved, setSaved] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stopMeter = useRef<(() => void) | null>(null);
  const permission = useMicrophonePermission();
  const selectId = useId();
  const blocker = useLeaveGuard(take !== null || phase === 'recording');

  const stopStream = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    stopMeter.current?.();
    stopMeter.current = null;
    setLevel(0);
    setLive(false);
  };
  useEffect(() => stopStream, []);
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  // A microphone plugged in or out while the panel is open shows up in the picker.
  useEffect(() => {
    if (phase === 'idle') return;
    const refresh = () =>
      void navigator.mediaDevices.enumerateDevices().then((all) => setDevices(all.filter((device) => device.kind === 'audioinput')));
    navigator.mediaDevices.addEventListener('devicechange', refresh);
    return () => navigator.mediaDevices.removeEventListener('devicechange', refresh);
  }, [phase]);

  async function start(id = deviceId) {
    setPhase('starting');
    setProblem(null);
    stopStream();
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: id ? { deviceId: { exact: id } } : true });
      stream.current = media;
      const inputs = (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'audioinput');
      setDevices(inputs);
      setDeviceId(media.getAudioTracks()[0]?.getSettings().deviceId ?? id);
      meter(media);
      setLive(true);
      setPhase(take ? 'recorded' : 'ready');
    } catch (error) {
      setProblem(describeMicrophoneError(error));
      setPhase('idle');
    }
  }

  function turnOff() {
    stopStream();
    setPhase(take ? 'recorded' : 'idle');
  }

  function meter(media: MediaStream) {
    stopMeter.current?.();
    stopMeter.current = meterStreamLevel(media, setLevel);
  }

  function record() {
    if (!stream.current) return;
    const mimeType = recordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    const timer = setInterval(() => setElapsed((performance.now() - startedAt) / 1000), 200);
    media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    media.onstop = () => {
      clearInterval(timer);
      const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
      setTake({ blob, url: URL.createObjectURL(blob), seconds: (performance.now() - startedAt) / 1000 });
      setPhase('recorded');
    };
    recorder.current = media;
    setElapsed(0);
    setTake(null);
    setSaved(null);
    upload.reset();
    media.start(250);
    setPhase('recording');
  }

  /** A failed save keeps the take in the panel, with the reason, to be saved again. */
  function save() {
    if (!take) return;
    setPhase('saving');
    const microphone = devices.find((device) => device.deviceId === deviceId)?.label || 'Microphone';
    const extension = take.blob.type.includes('ogg') ? 'ogg' : 'webm';
    const label = `Take ${new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`;
    upload.mutate(
      { file: take.blob, folderId, microphone, label, fileName: `${label.replaceAll(':', '-')}.${extension}` },
      {
        onSuccess: () => {
          setTake(null);
          setSaved(label);
          setPhase(stream.current ? 'ready' : 'idle');
        },
        onError: () => setPhase('recorded'),
      },
    );
  }
  const saveError = upload.error ? `The take was not saved: ${mutationErrorText(upload.error)}` : null;

  return (
    <section aria-label="Record from a microphone" className="space-y-3">
      {problem ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="microphone-problem">
          {problem.message}
        </p>
      ) : (
        !live && (
          <p className="text-sm text-slate-600" data-testid="microphone-permission">
            {PERMISSION_TEXT[permission]}
          </p>
        )
      )}
      {!live ? (
        <Button variant="secondary" disabled={phase === 'starting'} onClick={() => void start()}>
          <Mic aria-hidden size={16} /> {phase === 'starting' ? 'Asking for the microphone…' : 'Enable microphone'}
        </Button>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={selectId} className="text-sm text-slate-600">
            Input
          </label>
          <select
            id={selectId}
            value={deviceId}
            disabled={phase === 'recording' || phase === 'saving'}
            onChange={(event) => {
              setDeviceId(event.target.value);
              void start(event.target.value);
            }}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
          >
            {devices.map((device, index) => (
              <option key={device.deviceId || index} value={device.deviceId}>
                {device.label || `Microphone ${index + 1}`}
              </option>
            ))}
          </select>
          <LevelMeter level={level} label="Input level" />
          <Button variant="ghost" disabled={phase === 'recording'} onClick={turnOff}>
            <MicOff aria-hidden size={14} /> Turn off
          </Button>
        </div>
      )}
      {(live || take) && (
        <div className="flex flex-wrap items-center gap-2">
          {phase === 'recording' ? (
            <Button variant="danger" onClick={() => recorder.current?.stop()}>
              <Square aria-hidden size={14} /> Stop ({formatDuration(elapsed)})
            </Button>
          ) : (
            live && (
              <Button onClick={record} disabled={phase === 'saving'}>
                {take ? <RotateCcw aria-hidden size={14} /> : <Circle aria-hidden size={14} className="fill-red-500 text-red-500" />}
                {take ? 'Record again' : 'Record'}
              </Button>
            )
          )}
          {take && phase !== 'recording' && (
            <>
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the user's own take, heard back seconds after recording it */}
              <audio controls src={take.url} aria-label="Listen to the take" className="h-9" />
              <Button variant="secondary" disabled={phase === 'saving'} onClick={save}>
                <Save aria-hidden size={14} /> {phase === 'saving' ? 'Saving…' : `Save take (${formatDuration(take.seconds)})`}
              </Button>
            </>
          )}
        </div>
      )}
      {saveError && (
        <p role="alert" className="text-sm text-red-700">
          {saveError}
        </p>
      )}
      <p role="status" className="text-sm text-emerald-800">
        {saved && `Saved “${saved}” to this folder.`}
      </p>
      {blocker.state === 'blocked' && (
        <Dialog
          open
          onOpenChange={(open) => !open && blocker.reset()}
          title="Leave without saving the take?"
          description="The take you recorded has not been saved to the folder; it is lost if you leave."
        >
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => blocker.reset()}>
              Stay
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed()}>
              Discard take
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

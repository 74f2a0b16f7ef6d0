// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACE_LENGTH, useMicrophone, type Take } from './use-microphone';

/** The browser's microphone pieces, faked at their edges: a stream, an analyser that hears `loudness`, a recorder. */
let loudness = 0.3;
const track = { stop: vi.fn(), getSettings: () => ({ deviceId: 'mic-1' }) };
const stream = { getTracks: () => [track], getAudioTracks: () => [track] };
const contexts: FakeAudioContext[] = [];

class FakeAudioContext {
  resume = vi.fn(async () => undefined);
  close = vi.fn(async () => undefined);
  constructor() {
    contexts.push(this);
  }
  createAnalyser() {
    return { fftSize: 1024, getFloatTimeDomainData: (samples: Float32Array) => samples.fill(loudness) };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
}

class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start = vi.fn();
  stop() {
    this.ondataavailable?.({ data: new Blob(['opus'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const getUserMedia = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  loudness = 0.3;
  contexts.length = 0;
  track.stop.mockClear();
  getUserMedia.mockReset().mockResolvedValue(stream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: async () => [
        { kind: 'audioinput', deviceId: 'mic-1', label: 'Studio mic' },
        { kind: 'videoinput', deviceId: 'cam', label: 'Camera' },
      ],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:take');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useMicrophone', () => {
  it('starts the microphone, lists the inputs and shows the level', async () => {
    const { result } = renderHook(() => useMicrophone({ onTake: () => undefined }));
    await act(() => result.current.start());
    expect(result.current.phase).toBe('ready');
    expect(result.current.devices.map((device) => device.label)).toEqual(['Studio mic']);
    expect(result.current.inputName).toBe('Studio mic');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current.level).toBeCloseTo(0.6);
  });

  it('keeps the level moving while recording, then hands over the take', async () => {
    const takes: Take[] = [];
    const { result } = renderHook(() => useMicrophone({ onTake: (take) => takes.push(take) }));
    await act(() => result.current.start());
    act(() => result.current.record());
    expect(result.current.phase).toBe('recording');
    // The Record click makes the meter's context anew inside the click, so a suspended one cannot freeze it.
    expect(contexts).toHaveLength(2);
    expect(contexts[0]!.close).toHaveBeenCalled();
    expect(contexts[1]!.resume).toHaveBeenCalled();
    loudness = 0.1;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.level).toBeGreaterThan(0);
    loudness = 0.45;
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(result.current.level).toBeCloseTo(0.9);
    expect(result.current.elapsed).toBeGreaterThan(0.5);
    act(() => result.current.stop());
    expect(takes).toHaveLength(1);
    expect(takes[0]!.blob.type).toBe('audio/webm;codecs=opus');
    expect(takes[0]!.url).toBe('blob:take');
  });

  it('releases the microphone after a take, and asks for it again to record again', async () => {
    const { result } = renderHook(() => useMicrophone({ onTake: () => undefined }));
    await act(() => result.current.start());
    act(() => result.current.record());
    track.stop.mockClear();
    act(() => result.current.stop());
    expect(track.stop).toHaveBeenCalled();
    expect(result.current).toMatchObject({ phase: 'idle', live: false, level: 0 });
    await act(() => result.current.recordAgain());
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(result.current.phase).toBe('recording');
  });

  it('asks for the input without the browser’s call processing (gain control would hide clipping), on any device', async () => {
    const { result } = renderHook(() => useMicrophone({ onTake: () => undefined }));
    const unprocessed = { autoGainControl: false, noiseSuppression: false, echoCancellation: false };
    await act(() => result.current.start());
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: unprocessed });
    await act(() => result.current.start('mic-2'));
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: { ...unprocessed, deviceId: { exact: 'mic-2' } } });
  });

  it('keeps the peaks of the take for a live waveform, and says when the input clipped', async () => {
    const { result } = renderHook(() => useMicrophone({ onTake: () => undefined }));
    await act(() => result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(result.current.trace).toEqual([]);
    act(() => result.current.record());
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(result.current.trace.length).toBeGreaterThanOrEqual(9);
    expect(result.current.trace.every((peak) => Math.abs(peak - 0.3) < 1e-6)).toBe(true);
    expect(result.current.clipped).toBe(false);
    loudness = 1;
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(result.current.clipped).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60 * TRACE_LENGTH));
    expect(result.current.trace).toHaveLength(TRACE_LENGTH);
  });

  it('remembers a refusal until the microphone is allowed, and explains a busy one', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const { result } = renderHook(() => useMicrophone({ onTake: () => undefined }));
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ phase: 'idle', refused: true, problem: { kind: 'denied' } });
    getUserMedia.mockRejectedValueOnce(new DOMException('Could not start audio source', 'NotReadableError'));
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ refused: true, problem: { kind: 'busy' } });
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ phase: 'ready', refused: false, problem: null });
  });

  it('turning off releases the microphone and stops the meter', async () => {
    const { result } = renderHook(() => useMicrophone({ onTake: () => undefined }));
    await act(() => result.current.start());
    act(() => result.current.turnOff());
    expect(track.stop).toHaveBeenCalled();
    expect(contexts[0]!.close).toHaveBeenCalled();
    expect(result.current).toMatchObject({ phase: 'idle', level: 0, live: false });
  });
});

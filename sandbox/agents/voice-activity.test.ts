import { describe, expect, it } from 'vitest';
import { syntheticVowel } from '../audio/testing/synthetic-voice';
import { floatToS16le } from '../audio/wav';
import { VoiceActivityDetector } from './voice-activity';

const settings = { confidence: 0.7, start_secs: 0.2, stop_secs: 0.2, min_volume: 0.6 };

function feed(detector: VoiceActivityDetector, samples: Float32Array) {
  const pcm = floatToS16le(samples);
  const events = [];
  for (let offset = 0; offset < pcm.length; offset += 512) events.push(...detector.push(pcm.subarray(offset, offset + 512)));
  return events;
}

describe('voice activity detection', () => {
  it('stays quiet on silence and on quiet noise', () => {
    expect(feed(new VoiceActivityDetector(settings), new Float32Array(32000))).toEqual([]);
    let seed = 3;
    const hiss = Float32Array.from({ length: 32000 }, () => (((seed = (seed * 16807) % 2147483647) / 2147483647) - 0.5) * 0.002);
    expect(feed(new VoiceActivityDetector(settings), hiss)).toEqual([]);
  });

  it('reports one burst of speech with its start and end', () => {
    const voice = syntheticVowel({ f0: 150, seconds: 1, sampleRate: 16000 });
    const events = feed(new VoiceActivityDetector(settings), voice.samples);
    expect(events.map((event) => event.type)).toEqual(['started', 'stopped']);
    expect(events[0]!.at).toBeGreaterThan(0.2);
    expect(events[0]!.at).toBeLessThan(0.35);
    expect(events[1]!.at).toBeGreaterThan(1.15);
    expect(events[1]!.at).toBeLessThan(1.35);
    expect(events[1]!.speechSeconds).toBeGreaterThan(0.85);
  });

  it('honours the volume gate and start_secs', () => {
    const quiet = syntheticVowel({ f0: 150, seconds: 1 });
    const soft = quiet.samples.map((sample) => sample * 0.01);
    expect(feed(new VoiceActivityDetector(settings), soft)).toEqual([]);
    expect(feed(new VoiceActivityDetector({ ...settings, min_volume: 0 }), soft).length).toBe(2);
    const blip = syntheticVowel({ f0: 150, seconds: 0.15 });
    expect(feed(new VoiceActivityDetector({ ...settings, start_secs: 0.3 }), blip.samples)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOUR_SENTENCES, SPEAKERS, spokenPassage } from '../audio/testing/spoken-passage';
import { floatToS16le } from '../../audio-formats/pcm-encodings';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { launchAndConnect, MIC_RATE, microphoneSpeech } from './testing/rtvi-test-client';

/**
 * Turn taking with speech from the sandbox's own engine, as a microphone would send it. The timing tests launch a
 * Ukrainian voice, which has no recognizer: their transcript is then "[speech, N s]", the turn's spoken length.
 */
const UNRECOGNISED_VOICE = 'olesia-conversation';
let sandbox: ListeningSandbox;
let speech: Float32Array;
let spokenSeconds: number;
let lastVoiced: number;
beforeAll(async () => {
  sandbox = await createListeningSandbox();
  speech = await microphoneSpeech('Could you tell me what the weather is like in Kyiv today', {
    leadSeconds: 0.5,
    tailSeconds: 1.5,
  });
  const first = speech.findIndex((sample) => Math.abs(sample) > 0.02);
  lastVoiced = speech.findLastIndex((sample) => Math.abs(sample) > 0.02);
  spokenSeconds = (lastVoiced - first) / MIC_RATE;
});
afterAll(() => sandbox.close());

describe('agent turn taking', () => {
  it('hears engine speech with the launch’s VAD settings and ends the turn user_turn_max_silence_secs after it', async () => {
    const agent = await launchAndConnect(sandbox.url, {
      preset: 'concierge',
      voice_id: UNRECOGNISED_VOICE,
      vad_settings: { stop_secs: 0.3 },
      user_turn_max_silence_secs: 1.2,
    });
    await agent.ready();
    const sendingFrom = performance.now();
    await agent.sendPcm(floatToS16le(speech));
    const speechEndedAt = sendingFrom + (lastVoiced / MIC_RATE) * 1000;
    await agent.waitFor((event) => event.type === 'user-stopped-speaking');
    expect(agent.count('user-started-speaking')).toBe(1);
    const transcript = await agent.waitFor((event) => event.type === 'user-transcription');
    const heard = Number(/^\[speech, (\d+\.\d) s\]$/.exec(String(transcript.data?.text))?.[1]);
    expect(Math.abs(heard - spokenSeconds)).toBeLessThan(0.4);
    // The turn does not end before 1.2 s of silence (frames are never sent ahead of real time, so this floor holds
    // on any machine); how soon after is a speed, checked exactly in audio time by turn-detector.test.ts.
    expect(transcript.at - speechEndedAt).toBeGreaterThanOrEqual(1100);
    const reply = await agent.waitFor((event) => event.type === 'bot-output');
    expect(reply.data?.text).toMatch(/only recognises English speech/);
    agent.socket.close();
  });

  // Fed in audio time (as fast as the socket takes it): the turn detector counts the audio it hears, not the clock,
  // so the outcome is exact on any machine. At real-time pace a loaded sender that paused more than AUDIO_GAP_MS had
  // silence heard in its place (a muted microphone), which split the passage into two turns.
  it('the issue’s case in audio time: 12 s of four sentences with 0.35 s pauses is one turn, and the bot waits for its end', async () => {
    const passage = await spokenPassage(FOUR_SENTENCES, SPEAKERS[0]!, {
      pauseSeconds: 0.35,
      leadSeconds: 0.5,
      tailSeconds: 1.5,
    });
    const first = passage.sentences[0]!;
    const last = passage.sentences.at(-1)!;
    const spoken = last.end - first.start;
    expect(spoken).toBeGreaterThan(11);
    const agent = await launchAndConnect(sandbox.url, {
      preset: 'concierge',
      voice_id: UNRECOGNISED_VOICE,
      vad_settings: { stop_secs: 0.3 },
      user_turn_max_silence_secs: 0.8,
    });
    await agent.ready();
    await agent.sendPcm(floatToS16le(passage.samples), { paced: false });
    const transcript = await agent.waitFor((event) => event.type === 'user-transcription');
    await agent.waitFor(() => agent.audio.length > 0);
    // One turn with all four sentences in it (the transcript counts speech, not the pauses between): a turn ended
    // at a pause would have heard one to three of them.
    expect(agent.count('user-transcription')).toBe(1);
    const heard = Number(/^\[speech, (\d+\.\d) s\]$/.exec(String(transcript.data?.text))?.[1]);
    const voiced = passage.sentences.reduce((sum, sentence) => sum + sentence.end - sentence.start, 0);
    expect(Math.abs(heard - voiced)).toBeLessThan(0.4);
    // Heard as speech from its onset, before the turn ended; the bot's first frame comes after the turn's end.
    const order = agent.events.map((event) => event.type);
    expect(order.indexOf('user-started-speaking')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('user-started-speaking')).toBeLessThan(order.indexOf('user-transcription'));
    expect(agent.audio[0]!.at).toBeGreaterThan(transcript.at);
    agent.socket.close();
  });

  it('does not hear speech quieter than min_volume', async () => {
    const agent = await launchAndConnect(sandbox.url, { preset: 'concierge', vad_settings: { min_volume: 0.8 } });
    await agent.ready();
    await agent.sendPcm(floatToS16le(speech.map((sample) => sample * 0.01)), { paced: false });
    await agent.sendPcm(floatToS16le(speech), { paced: false });
    await agent.waitFor((event) => event.type === 'user-stopped-speaking');
    // The agent reads frames in order: one turn heard means the quiet copy before the loud one was not.
    expect(agent.count('user-started-speaking')).toBe(1);
    agent.socket.close();
  });

  it('ends the user’s speech when the microphone goes silent mid-word (a muted client sends nothing)', async () => {
    const agent = await launchAndConnect(sandbox.url, { preset: 'concierge', user_turn_max_silence_secs: 0.5 });
    await agent.ready();
    await agent.sendPcm(floatToS16le(speech.subarray(0, Math.round(1.6 * MIC_RATE))));
    await agent.waitFor((event) => event.type === 'user-started-speaking');
    const sentAt = performance.now();
    const stopped = await agent.waitFor((event) => event.type === 'user-stopped-speaking');
    expect(stopped.at - sentAt).toBeGreaterThanOrEqual(450);
    await agent.waitFor((event) => event.type === 'user-transcription');
    agent.socket.close();
  });

  it('keeps send-text with run_immediately false in the context of the next reply, saying nothing now', async () => {
    const agent = await launchAndConnect(sandbox.url, { system_prompt: 'You are Olena, the studio guide.' });
    await agent.ready();
    agent.send('send-text', { content: 'My project is called Harbour', options: { run_immediately: false } });
    agent.send('send-text', { content: 'Hello', options: { audio_response: false } });
    const reply = await agent.waitFor((event) => event.type === 'bot-output');
    // Messages are handled in order: one reply started means the first text started none.
    expect(agent.count('bot-llm-started')).toBe(1);
    expect(reply.data?.text).toBe(
      "Hello! I'm Olena. How can I help you today? Earlier you added: My project is called Harbour.",
    );
    agent.socket.close();
  });
});

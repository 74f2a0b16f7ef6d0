import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { syntheticVowel } from '../audio/testing/synthetic-voice';
import { floatToS16le } from '../../audio-formats/pcm-encodings';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { agentMessageSchema, AgentMessageData, type AgentMessageType } from '../../contract/agents/rtvi';
import { connectAgent, launchAgent } from './testing/rtvi-test-client';

let sandbox: ListeningSandbox;
const AUTH = { authorization: 'Bearer sandbox-service-key' };
beforeAll(async () => {
  sandbox = await createListeningSandbox();
});
afterAll(() => sandbox.close());

const launch = (body: unknown, headers: Record<string, string> = AUTH) => launchAgent(sandbox.url, body, headers);

describe('agent launch', () => {
  it('checks the key and every rule of the launch request', async () => {
    expect((await launch({ preset: 'concierge' }, {})).status).toBe(401);
    expect((await launch({ preset: 'concierge' }, { authorization: 'Bearer wrong-key' })).status).toBe(401);
    expect((await launch({})).status).toBe(422);
    expect((await launch({ preset: 'concierge', extra: 1 })).status).toBe(422);
    expect((await launch({ preset: 'concierge', llm_temperature: 2 })).status).toBe(422);
    expect((await launch({ preset: 'concierge', vad_settings: { confidence: 1.5 } })).status).toBe(422);
    expect(
      (await launch({ preset: 'concierge', vad_settings: { stop_secs: 1 }, user_turn_max_silence_secs: 1 })).status,
    ).toBe(422);
    expect((await launch({ preset: 'concierge', user_turn_max_silence_secs: 6 })).status).toBe(422);
    const missing = await launch({ transport: 'websocket' });
    expect((await missing.json()).detail[0].loc).toEqual(['body', 'system_prompt']);
    expect((await launch({ preset: 'nope', transport: 'websocket' })).status).toBe(404);
    expect((await launch({ preset: 'concierge', voice_id: 'nobody', transport: 'websocket' })).status).toBe(404);
    const room = await launch({ preset: 'concierge' });
    expect(room.status).toBe(500);
    expect((await room.json()).detail).toMatch(/Daily/);
    const ok = await launch({ system_prompt: 'Be brief.', transport: 'websocket' });
    const body = await ok.json();
    expect(Object.keys(body)).toEqual(['wsUrl']);
    expect(body.wsUrl).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:\\d+/agents/ws/[0-9a-f-]{36}$`));
    const voices = await (await fetch(`${sandbox.url}/agents/voices`, { headers: AUTH })).json();
    expect(voices.length).toBeGreaterThanOrEqual(7);
    expect(voices[0]).toEqual({ id: 'samantha', language: 'en', scales_to_zero: false });
    expect(voices.map((voice: { language: string }) => voice.language)).toContain('uk');
    expect((await fetch(`${sandbox.url}/agents/voices`)).status).toBe(401);
    expect((await fetch(`${sandbox.url}/agents/verify`, { headers: AUTH })).status).toBe(200);
    expect((await fetch(`${sandbox.url}/agents/verify`)).status).toBe(401);
  });

  it('speaks the protocol: bot-ready, typed turns with speech, tools, VAD, client messages, single use', async () => {
    const tool = {
      function: {
        name: 'get_weather',
        description: 'Current weather',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string', description: 'City' } },
          required: ['city'],
        },
      },
    };
    const { wsUrl } = await (
      await launch({
        preset: 'weather-desk',
        transport: 'websocket',
        client_tools: [tool],
        user_turn_max_silence_secs: 0.5,
      })
    ).json();
    const agent = await connectAgent(wsUrl);
    agent.send('client-ready', { version: '2.1.0', about: {} }, 'ready-1');
    expect(await agent.waitFor((event) => event.type === 'bot-ready')).toMatchObject({
      id: 'ready-1',
      data: { version: '2.1.0' },
    });

    agent.send('send-text', { content: 'Hello there', options: { run_immediately: true, audio_response: true } });
    await agent.waitFor((event) => event.type === 'bot-stopped-speaking');
    const order = agent.events
      .map((event) => event.type)
      .filter((type) => type.startsWith('bot-') && type !== 'bot-llm-text');
    expect(order).toEqual([
      'bot-ready',
      'bot-llm-started',
      'bot-llm-stopped',
      'bot-tts-started',
      'bot-started-speaking',
      'bot-output',
      'bot-tts-text',
      'bot-output',
      'bot-tts-stopped',
      'bot-stopped-speaking',
    ]);
    expect(agent.events.find((event) => event.type === 'bot-output')?.data).toMatchObject({
      spoken_status: 'new',
      text: expect.stringContaining('the weather desk'),
    });
    expect(agent.audioBytes()).toBeGreaterThan(24000 * 2);
    expect(agent.audio.every((frame) => frame.bytes % 2 === 0 && frame.bytes <= 1920)).toBe(true);

    agent.send('send-text', { content: 'What is the weather in Paris?' });
    const call = await agent.waitFor((event) => event.type === 'llm-function-call-in-progress');
    expect(call.data).toMatchObject({ function_name: 'get_weather', arguments: { city: 'Paris' } });
    agent.send('llm-function-call-result', {
      function_name: 'get_weather',
      tool_call_id: call.data!.tool_call_id,
      arguments: call.data!.arguments,
      result: { temperature_c: 21 },
    });
    expect((await agent.waitFor((event) => event.type === 'llm-function-call-stopped')).data).toMatchObject({
      cancelled: false,
      result: { temperature_c: 21 },
    });
    // The result is said in words (the JSON is the client's tool-calls log's to show).
    await agent.waitFor(
      (event) => event.type === 'bot-output' && String(event.data?.text).includes('temperature c 21'),
    );

    agent.send('send-text', { content: 'Quietly', options: { audio_response: false } });
    await agent.waitFor((event) => event.type === 'bot-output' && event.data?.will_be_spoken === false);

    agent.send('client-message', { t: 'ping', d: { n: 1 } }, 'msg-1');
    expect(await agent.waitFor((event) => event.type === 'server-response')).toMatchObject({
      id: 'msg-1',
      data: { t: 'ping' },
    });
    agent.send('mystery');
    expect((await agent.waitFor((event) => event.type === 'error-response')).data?.error).toMatch(
      /Unsupported type mystery/,
    );

    const pcm = floatToS16le(syntheticVowel({ f0: 140, seconds: 1.2, sampleRate: 16000 }).samples);
    await agent.sendPcm(pcm, { paced: false });
    await agent.waitFor((event) => event.type === 'user-started-speaking');
    await agent.waitFor((event) => event.type === 'user-stopped-speaking');
    const transcript = await agent.waitFor(
      (event) => event.type === 'user-transcription' && String(event.data?.text).startsWith('[speech'),
    );
    expect(transcript.data?.text).toMatch(/^\[speech, 1\.[0-3] s\]$/);

    // Barge-in: the user speaks while the bot is talking; the bot's audio stops at once.
    const turnsBefore = agent.count('bot-started-speaking');
    agent.send('send-text', {
      content: 'Please tell me a long story about the weather desk and the studio, with many details.',
    });
    await agent.waitFor(() => agent.count('bot-started-speaking') > turnsBefore);
    await agent.sendPcm(pcm, { paced: false });
    await agent.waitFor((event) => event.type === 'bot-interrupted');
    const atInterruption = agent.audioBytes();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(agent.audioBytes() - atInterruption).toBeLessThanOrEqual(2 * 1920);

    const second = new WebSocket(wsUrl);
    const refused = await new Promise<number>((resolve) =>
      second.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(refused).toBe(409);

    // Every message the agent sent matches the contract's schema for its type.
    for (const { at: _at, ...message } of agent.events) {
      expect(message.type in AgentMessageData, message.type).toBe(true);
      expect(
        agentMessageSchema(message.type as AgentMessageType).safeParse({ label: 'rtvi-ai', ...message }).error,
      ).toBeUndefined();
    }

    agent.send('disconnect-bot');
    await agent.closed;
  });
});

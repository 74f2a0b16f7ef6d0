import { describe, expect, it } from 'vitest';
import { agentMessageSchema, AgentMessageData, ClientToAgent, CLIENT_MESSAGE_TYPES } from './rtvi';

describe('RTVI message schemas', () => {
  it('reads the messages client-js 1.13.1 sends, with the defaults pipecat applies', () => {
    expect(
      ClientToAgent.parse({
        label: 'rtvi-ai',
        type: 'client-ready',
        id: 'a1b2c3d4',
        data: {
          version: '2.1.0',
          about: { library: '@pipecat-ai/client-js', library_version: '1.13.1', platform: 'Linux' },
        },
      }),
    ).toMatchObject({ type: 'client-ready' });
    expect(ClientToAgent.parse({ label: 'rtvi-ai', type: 'send-text', data: { content: 'Hi' } })).toMatchObject({
      data: { content: 'Hi', options: { run_immediately: true, audio_response: true } },
    });
    expect(
      ClientToAgent.parse({
        label: 'rtvi-ai',
        type: 'send-text',
        data: { content: 'Hi', options: { run_immediately: false } },
      }),
    ).toMatchObject({ data: { options: { run_immediately: false, audio_response: true } } });
    expect(ClientToAgent.parse({ label: 'rtvi-ai', type: 'disconnect-bot', data: {} }).type).toBe('disconnect-bot');
    expect(ClientToAgent.safeParse({ label: 'rtvi-ai', type: 'send-text', data: {} }).success).toBe(false);
    expect(ClientToAgent.safeParse({ label: 'rtvi-ai', type: 'dtmf', data: { buttons: [] } }).success).toBe(false);
    expect(ClientToAgent.safeParse({ label: 'rtvi-ai', type: 'append-to-context', data: {} }).success).toBe(false);
    expect(CLIENT_MESSAGE_TYPES).toEqual([
      'client-ready',
      'send-text',
      'llm-function-call-result',
      'client-message',
      'disconnect-bot',
      'dtmf',
    ]);
  });

  it('describes what the agent sends: data where the client reads it, none where it has none', () => {
    expect(
      agentMessageSchema('bot-ready').safeParse({
        label: 'rtvi-ai',
        type: 'bot-ready',
        id: 'x',
        data: { version: '2.1.0', about: {} },
      }).success,
    ).toBe(true);
    expect(
      agentMessageSchema('bot-ready').safeParse({ label: 'rtvi-ai', type: 'bot-ready', data: { about: {} } }).success,
    ).toBe(false);
    expect(
      agentMessageSchema('user-started-speaking').safeParse({ label: 'rtvi-ai', type: 'user-started-speaking' })
        .success,
    ).toBe(true);
    expect(
      agentMessageSchema('user-started-speaking').safeParse({
        label: 'rtvi-ai',
        type: 'user-started-speaking',
        data: {},
      }).success,
    ).toBe(false);
    expect(
      agentMessageSchema('bot-output').safeParse({
        label: 'rtvi-ai',
        type: 'bot-output',
        data: {
          text: 'Hi',
          aggregated_by: 'sentence',
          segment_id: 1,
          will_be_spoken: true,
          spoken_status: 'new',
          spoken_progress: { accumulated_text: '', remaining_text: 'Hi' },
        },
      }).success,
    ).toBe(true);
    expect(Object.keys(AgentMessageData).length).toBeGreaterThan(20);
  });
});

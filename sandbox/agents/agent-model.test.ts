import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createListeningSandbox, type ListeningSandbox } from '../testing/listening-sandbox';
import { decodeFrame, encodeMessageFrame } from './protobuf-frames';

/** A stand-in for an OpenAI-compatible endpoint: asks for the weather tool, then answers with its result. */
let model: http.Server;
const requests: Array<{ messages: Array<{ role: string; content: string | null }>; tools?: unknown[] }> = [];
let sandbox: ListeningSandbox;

beforeAll(async () => {
  model = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body);
      requests.push(parsed);
      const last = parsed.messages.at(-1);
      const message =
        last.role === 'tool'
          ? { role: 'assistant', content: `Model says it is ${JSON.parse(last.content).temperature_c} degrees.` }
          : {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_model_1',
                  type: 'function',
                  function: { name: 'get_weather', arguments: '{"city":"Lviv"}' },
                },
              ],
            };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message }] }));
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  sandbox = await createListeningSandbox({ llmUrl: `http://127.0.0.1:${port}/v1/chat/completions`, agentIdleMs: 2000 });
});
afterAll(async () => {
  await sandbox.close();
  model.close();
});

const launch = async () =>
  (
    await (
      await fetch(`${sandbox.url}/agents/launch`, {
        method: 'POST',
        headers: { authorization: 'Bearer sandbox-service-key', 'content-type': 'application/json' },
        body: JSON.stringify({
          system_prompt: 'You are a weather bot.',
          transport: 'websocket',
          llm_temperature: 0.2,
          client_tools: [
            {
              function: {
                name: 'get_weather',
                description: 'Weather',
                parameters: { type: 'object', properties: { city: { type: 'string' } } },
              },
            },
          ],
        }),
      })
    ).json()
  ).wsUrl as string;

describe('agent driven by a configured language model', () => {
  it('lets the model choose the tool call and speak the answer', async () => {
    const socket = new WebSocket(await launch());
    const events: Array<{ type: string; data?: Record<string, unknown> }> = [];
    socket.on('message', (data: Buffer) => {
      const frame = decodeFrame(data);
      if (frame.kind === 'message') events.push(JSON.parse(frame.data));
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const send = (type: string, data: unknown) =>
      socket.send(encodeMessageFrame(JSON.stringify({ label: 'rtvi-ai', type, id: type, data })));
    send('client-ready', { version: '2.1.0' });
    send('send-text', { content: 'How is it outside?' });
    const until = async (predicate: (event: { type: string; data?: Record<string, unknown> }) => boolean) => {
      for (let i = 0; i < 400 && !events.some(predicate); i++) await new Promise((resolve) => setTimeout(resolve, 25));
      return events.find(predicate);
    };
    const call = await until((event) => event.type === 'llm-function-call-in-progress');
    expect(call?.data).toMatchObject({
      tool_call_id: 'call_model_1',
      function_name: 'get_weather',
      arguments: { city: 'Lviv' },
    });
    send('llm-function-call-result', {
      function_name: 'get_weather',
      tool_call_id: 'call_model_1',
      arguments: { city: 'Lviv' },
      result: { temperature_c: 12 },
    });
    const output = await until((event) => event.type === 'bot-output');
    expect(output?.data?.text, JSON.stringify(events.map((event) => [event.type, event.data]))).toBe(
      'Model says it is 12 degrees.',
    );
    expect(requests[0]).toMatchObject({
      messages: [
        { role: 'system', content: 'You are a weather bot.' },
        { role: 'user', content: 'How is it outside?' },
      ],
      temperature: 0.2,
    });
    expect(requests[0]!.tools).toHaveLength(1);
    socket.close();
  });

  it('closes an unused address and an idle session after the idle limit', async () => {
    const unused = await launch();
    await new Promise((resolve) => setTimeout(resolve, 2300));
    const late = new WebSocket(unused);
    expect(
      await new Promise((resolve) =>
        late.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
      ),
    ).toBe(404);

    const idle = new WebSocket(await launch());
    await new Promise((resolve) => idle.once('open', resolve));
    const closed = await new Promise<number>((resolve) => idle.once('close', (code) => resolve(code)));
    expect(closed).toBe(1000);
  });
});

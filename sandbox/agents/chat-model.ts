import type { ClientTool } from '../../contract/agents/launch';

/**
 * An OpenAI-compatible chat endpoint (SANDBOX_LLM_URL, the full URL of its chat completions route) driving the
 * agent's dialogue and tool calls instead of the script.
 */
export type ChatMessage =
  | { role: 'system' | 'user' | 'assistant'; content: string }
  | {
      role: 'assistant';
      content: null;
      tool_calls: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
    }
  | { role: 'tool'; tool_call_id: string; content: string };

export type ChatReply =
  { text: string } | { toolCall: { id: string; name: string; arguments: Record<string, unknown> } };

export async function chatCompletion(
  url: string,
  messages: ChatMessage[],
  tools: ClientTool[],
  temperature: number | undefined,
): Promise<ChatReply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'sandbox-agent',
      messages,
      ...(tools.length > 0 ? { tools: tools.map((tool) => ({ type: 'function', function: tool.function })) } : {}),
      ...(temperature === undefined ? {} : { temperature }),
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`The language model answered ${response.status}`);
  const body = (await response.json()) as {
    choices?: Array<{
      message?: {
        content?: string | null;
        tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
      };
    }>;
  };
  const message = body.choices?.[0]?.message;
  const call = message?.tool_calls?.[0];
  if (call) {
    let args: Record<string, unknown> = {};
    try {
      args = JSON.parse(call.function.arguments || '{}') as Record<string, unknown>;
    } catch {
      args = {};
    }
    return { toolCall: { id: call.id, name: call.function.name, arguments: args } };
  }
  return { text: message?.content?.trim() || '…' };
}

import type { ToolCallEntry } from '@/features/agent-panel/session/agent-session-store';

const json = (value: unknown) => JSON.stringify(value);

/** Every tool call of the session: its arguments, its result (or error) and how long the handler took. */
export function ToolCallLog({ calls }: { calls: ToolCallEntry[] }) {
  return (
    <section aria-labelledby="tool-calls-heading" className="space-y-2">
      <h3 id="tool-calls-heading" className="text-body font-semibold">
        Tool calls
      </h3>
      {calls.length === 0 ? (
        <p className="text-body text-ink-muted">No tool calls yet.</p>
      ) : (
        <ul className="space-y-2 text-body" aria-label="Tool calls">
          {calls.map((call) => (
            <li key={call.id} className="rounded-md border border-line p-2" data-testid="tool-call">
              <p>
                <code className="font-semibold">{call.name}</code>{' '}
                <span className={call.status === 'failed' ? 'text-danger' : 'text-ink-muted'}>
                  {call.status === 'running'
                    ? 'running…'
                    : `${call.status === 'failed' ? 'failed' : 'done'} in ${Math.round(call.durationMs ?? 0)} ms`}
                </span>
              </p>
              <p className="font-mono text-caption break-all">args {json(call.args)}</p>
              {call.result !== undefined && (
                <p className="font-mono text-caption break-all">result {json(call.result)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

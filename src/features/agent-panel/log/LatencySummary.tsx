import { latencySummary, type TurnLatency } from '@/features/agent-panel/session/turn-latency';

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

/** Response latency per turn (end of the user's speech, or a typed message, to the bot's first audio) and the session's median and worst. */
export function LatencySummary({ turns }: { turns: TurnLatency[] }) {
  const summary = latencySummary(turns);
  return (
    <section aria-labelledby="latency-heading" className="space-y-2">
      <h3 id="latency-heading" className="text-body font-semibold">
        Response latency
      </h3>
      {summary ? (
        <>
          <p className="text-body" data-testid="latency-summary">
            {summary.count} turn{summary.count === 1 ? '' : 's'} · median {ms(summary.medianMs)} · worst{' '}
            {ms(summary.worstMs)}
          </p>
          <ol className="flex flex-wrap gap-2 text-caption" aria-label="Latency per turn">
            {turns.map((turn) => (
              <li key={turn.turn} className="rounded bg-fill px-2 py-1" data-testid="turn-latency">
                Turn {turn.turn} ({turn.kind}): {ms(turn.ms)}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="text-body text-ink-muted">Measured from the end of your speech to the agent’s first audio.</p>
      )}
    </section>
  );
}

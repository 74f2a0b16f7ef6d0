import { ScrollRegion } from '@/components/ui/ScrollRegion';
import type { TranscriptLine } from '@/features/agent-panel/session/transcript';

/**
 * The conversation as it happens: the user's partial (in italics) and final text, the bot's spoken and
 * still-to-speak text. The agent's lines are marked by an accent rule, not a lighter colour, and what it has not
 * spoken yet by a dotted underline: grey text reads as disabled, above all in the dark theme.
 */
export function TranscriptView({ lines }: { lines: TranscriptLine[] }) {
  return (
    <section aria-labelledby="transcript-heading" className="space-y-2">
      <h3 id="transcript-heading" className="text-body font-semibold">
        Transcript
      </h3>
      <ScrollRegion labelledBy="transcript-heading" className="max-h-80 rounded-lg border border-line p-3 text-body">
        <ol className="space-y-2" aria-live="polite" data-testid="transcript">
          {lines.length === 0 && <li className="text-ink-muted">Nothing said yet.</li>}
          {lines.map((line) =>
            line.role === 'user' ? (
              <li key={line.id} data-testid="user-line" className={line.final ? '' : 'text-ink-muted italic'}>
                <span className="font-semibold">You{line.final ? '' : ' (hearing…)'}: </span>
                {line.text}
              </li>
            ) : (
              <li key={line.id} data-testid="bot-line" className="border-l-2 border-accent pl-2">
                <span className="font-semibold">Agent{line.voiced ? '' : ' (text only)'}: </span>
                <span data-testid="bot-spoken">{line.spoken}</span>
                {line.unspoken && (
                  <span
                    data-testid="bot-unspoken"
                    className="underline decoration-ink-faint decoration-dotted underline-offset-4"
                    title="Not spoken yet"
                  >
                    {line.spoken ? ' ' : ''}
                    {line.unspoken}
                  </span>
                )}
              </li>
            ),
          )}
        </ol>
      </ScrollRegion>
    </section>
  );
}

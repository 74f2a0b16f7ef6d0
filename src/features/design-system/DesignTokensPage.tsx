import { Button } from '@/components/ui/Button';

/** Literal class names (Tailwind only generates what it finds written out). */
const SURFACES = [
  ['canvas', 'bg-canvas'],
  ['raised', 'bg-raised'],
  ['sunken', 'bg-sunken'],
  ['fill', 'bg-fill'],
] as const;

const TEXTS = [
  ['ink', 'text-ink'],
  ['ink-muted', 'text-ink-muted'],
  ['ink-faint', 'text-ink-faint'],
  ['accent-ink', 'text-accent-ink'],
  ['danger', 'text-danger'],
] as const;

const TYPE_SCALE = [
  ['title', 'text-title'],
  ['heading', 'text-heading'],
  ['subheading', 'text-subheading'],
  ['body', 'text-body'],
  ['caption', 'text-caption'],
] as const;

/**
 * Every design token rendered in the current theme (docs/design-system.md): text on each surface, the accent and
 * danger pairs, the type scale and the buttons. Not in the menu; e2e/shell/design-tokens.spec.ts measures it.
 */
export function DesignTokensPage() {
  return (
    <main className="mx-auto max-w-5xl space-y-section p-6">
      <h1 className="text-title font-semibold">Design tokens</h1>
      <section aria-labelledby="design-surfaces" className="space-y-stack">
        <h2 id="design-surfaces" className="text-heading font-semibold">
          Text on surfaces
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SURFACES.map(([surface, background]) => (
            <div key={surface} data-surface={surface} className={`rounded-xl border border-line p-4 ${background}`}>
              <p className="mb-2 text-caption font-medium text-ink-muted">{surface}</p>
              {TEXTS.map(([text, colour]) => (
                <p key={text} data-text={text} className={`text-body ${colour}`}>
                  {text} on {surface}
                </p>
              ))}
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="design-pairs" className="space-y-stack">
        <h2 id="design-pairs" className="text-heading font-semibold">
          Accent and danger
        </h2>
        <div className="flex flex-wrap gap-3 text-body">
          <p data-surface="accent-soft" className="rounded-md bg-accent-soft px-3 py-2">
            <span data-text="accent-ink" className="font-medium text-accent-ink">
              The current page in the menu
            </span>
          </p>
          <p data-surface="danger-soft" className="rounded-md bg-danger-soft px-3 py-2">
            <span data-text="danger" className="text-danger">
              An error said in place
            </span>
          </p>
          <p data-surface="line-strong" className="rounded-md border border-line-strong bg-raised px-3 py-2 text-ink">
            A control&apos;s border
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button data-text="on-accent">Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Delete…</Button>
          <Button variant="confirm-danger" data-text="on-danger">
            Delete (in a confirmation)
          </Button>
        </div>
      </section>
      <section aria-labelledby="design-type" className="space-y-stack">
        <h2 id="design-type" className="text-heading font-semibold">
          Type scale
        </h2>
        {TYPE_SCALE.map(([role, size]) => (
          <p key={role} data-type={role} className={size}>
            {role}: the quick brown fox converts a voice
          </p>
        ))}
      </section>
    </main>
  );
}

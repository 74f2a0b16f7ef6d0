import { Dialog } from '@/components/ui/Dialog';
import { useShortcutsStore } from './shortcuts-store';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** "?": every shortcut of the page as it is now, read from the registry the player and the page add to. */
export function ShortcutsOverlay({ open, onOpenChange }: Props) {
  const groups = useShortcutsStore((state) => state.groups);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts">
      <div className="space-y-4" data-testid="shortcuts-overlay">
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="mb-1 text-body font-semibold">{group.title}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-body">
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.does} className="contents">
                  <dt className="flex flex-wrap gap-1">
                    {shortcut.keys.map((key) => (
                      <kbd
                        key={key}
                        className="rounded border border-line-strong bg-sunken px-1.5 font-mono text-caption"
                      >
                        {key}
                      </kbd>
                    ))}
                  </dt>
                  <dd className="text-ink-muted">{shortcut.does}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}

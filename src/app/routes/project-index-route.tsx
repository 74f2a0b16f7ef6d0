import { useOutletContext } from 'react-router';
import type { Project } from '@contract/gateway/projects';
import { usePageTitle } from '@/lib/browser/use-page-title';

/** Shown until a folder is picked. */
export function Component() {
  usePageTitle(useOutletContext<Project>().name);
  return (
    <p className="rounded-xl border border-dashed border-line-strong p-10 text-center text-body text-ink-muted">
      Pick a folder, or create one, to see and add recordings.
    </p>
  );
}

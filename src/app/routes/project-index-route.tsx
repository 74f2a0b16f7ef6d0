import { useOutletContext } from 'react-router';
import type { Project } from '../../../contract/gateway/projects';
import { usePageTitle } from '../../lib/browser/use-page-title';

/** Shown until a folder is picked. */
export function Component() {
  usePageTitle(useOutletContext<Project>().name);
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-sm text-slate-600">
      Pick a folder on the left, or create one, to see and add recordings.
    </p>
  );
}

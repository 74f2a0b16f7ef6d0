import type { ReactNode } from 'react';
import { Button } from './Button';

/**
 * Previous / Next through a paged list, with where you are: "12 projects · Page 2 of 3". `page` may point past
 * the end while a page redirects back; the text never says "Page 5 of 3". A list that fits on one page shows
 * only its summary ("3 projects"), with no "Page 1 of 1" and no buttons that can never be pressed.
 */
export function Pager({
  page,
  pages,
  onPage,
  summary,
  className = '',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  summary?: ReactNode;
  className?: string;
}) {
  if (pages <= 1)
    return summary ? (
      <p aria-live="polite" className={`text-body text-ink-muted ${className}`}>
        {summary}
      </p>
    ) : null;
  return (
    <nav aria-label="Pages" className={`flex items-center justify-between gap-2 text-body text-ink-muted ${className}`}>
      <span aria-live="polite">
        {summary ? <>{summary} · </> : null}Page {Math.min(page, pages)} of {pages}
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

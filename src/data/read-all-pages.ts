import type { ListEnvelope } from '@contract/gateway/common';

/**
 * Reads a list endpoint page by page until its count is reached (or a page comes back short), for the lists the
 * studio needs whole: a project's folders, the voice catalogue.
 */
export async function readAllPages<T>(
  pageSize: number,
  readPage: (offset: number) => Promise<ListEnvelope<T>>,
): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await readPage(offset);
    items.push(...page.list);
    if (page.list.length < pageSize || items.length >= page.pagination.count) return items;
  }
}

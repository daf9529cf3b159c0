import type { ArchivedOrdersQueryInput } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';
import { archiveSearchParams } from '../model/history-query';

/**
 * GET /api/orders/archived/export: every order the filters select (all pages) as CSV, saved
 * through a temporary link. Paging and column choices are the screen's, not the export's.
 */
export async function downloadArchivedOrders(query: ArchivedOrdersQueryInput, fileName: string) {
  const { pageNumber: _page, pageSize: _size, responseFields: _fields, ...filters } = query;
  const csv = await apiFetch<string>(`/api/orders/archived/export?${archiveSearchParams(filters)}`, {
    raw: true,
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '../../contract';
import { body200 } from './answer';
import { api } from './client';

export type AuditRequest = { page: number; user_id?: number | undefined };
export type AuditPage = { entries: AuditEntry[]; page: number; per_page: number; total: number };

export const auditKeys = {
  all: ['audit_log'] as const,
  page: (request: AuditRequest) => ['audit_log', request] as const,
};

/** Admin: GET /admin/audit_log, one page (50 entries, newest first), optionally of one user. */
export async function fetchAuditLog({ page, user_id }: AuditRequest): Promise<AuditPage> {
  // ts-rest leaves an undefined query value out of the URL: without user_id, `?page=N` only.
  return body200('GET /admin/audit_log', await api().audit.list({ query: { page, user_id } }));
}

export const auditLogQuery = (request: AuditRequest) =>
  queryOptions({ queryKey: auditKeys.page(request), queryFn: () => fetchAuditLog(request) });

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NewTemplate, Template } from '../../contract';
import { body200, refuse, type Result, unexpected } from './answer';
import { api } from './client';

export const templateKeys = { all: ['templates'] as const };

/** GET /templates: the signed-in user's saved passengers and bank accounts. */
export const templatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.all,
    queryFn: async (): Promise<Template[]> => body200('GET /templates', await api().templates.list()),
  });

/** POST /templates: save a passenger or a bank account; the list is loaded again before it answers. */
export async function createTemplate(queryClient: QueryClient, body: NewTemplate): Promise<Result<Template>> {
  const res = await api().templates.create({ body });
  if (res.status === 422) return refuse(res);
  if (res.status !== 201) return unexpected('POST /templates', res);
  await queryClient.invalidateQueries({ queryKey: templateKeys.all });
  return { ok: true, value: res.body };
}

/** DELETE /templates/{id}; the list is loaded again (also when the delete failed) before it settles. */
export async function removeTemplate(queryClient: QueryClient, id: number): Promise<void> {
  try {
    body200('DELETE /templates/{id}', await api().templates.remove({ params: { id }, body: {} }));
  } finally {
    await queryClient.invalidateQueries({ queryKey: templateKeys.all });
  }
}

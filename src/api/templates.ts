import { queryOptions } from '@tanstack/react-query';
import type { NewTemplate, Template } from '../../contract';
import { body200, fieldErrors, unexpected, type Saved } from './answer';
import { api } from './client';

export const templateKeys = { all: ['templates'] as const };

/** GET /templates: the signed-in user's saved passengers and bank accounts. */
export const templatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.all,
    queryFn: async (): Promise<Template[]> => body200('GET /templates', await api().templates.list()),
  });

/** POST /templates: save a passenger or a bank account. */
export async function createTemplate(body: NewTemplate): Promise<Saved<Template>> {
  const res = await api().templates.create({ body });
  if (res.status === 201) return { ok: true, value: res.body };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  return unexpected('POST /templates', res);
}

/** DELETE /templates/{id}. */
export async function removeTemplate(id: number): Promise<void> {
  body200('DELETE /templates/{id}', await api().templates.remove({ params: { id }, body: {} }));
}

import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Id, IdParam, NonBlank, Ok, Text, ValidationErrorBody, authErrors, recordResponses } from './common';
import { Passenger } from './claim';

/** Saved data that prefills a new claim (the /account_data page). */
export const PassengerTemplate = Passenger.extend({ id: Id, kind: z.literal('passenger') });
export const BankAccountTemplate = z.object({
  id: Id,
  kind: z.literal('bank_account'),
  holder: NonBlank(140),
  /** Electronic format, no spaces; checked with its ISO 13616 checksum. */
  iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/),
});
export const Template = z.discriminatedUnion('kind', [PassengerTemplate, BankAccountTemplate]);
export type Template = z.infer<typeof Template>;

export const NewTemplate = z.discriminatedUnion('kind', [
  PassengerTemplate.omit({ id: true }),
  BankAccountTemplate.omit({ id: true }).extend({ iban: Text(42).min(1) }),
]);
export type NewTemplate = z.infer<typeof NewTemplate>;

const c = initContract();

export const templateContract = c.router({
  list: {
    method: 'GET',
    path: '/templates',
    metadata: { access: 'session' } as const,
    responses: { 200: z.array(Template), ...authErrors },
    summary: "The signed-in user's saved passengers and bank accounts",
  },
  create: {
    method: 'POST',
    path: '/templates',
    metadata: { access: 'session' } as const,
    body: NewTemplate,
    responses: { 201: Template, ...authErrors, 422: ValidationErrorBody },
    summary: 'Save a passenger or a bank account (IBAN checksum checked)',
  },
  remove: {
    method: 'DELETE',
    path: '/templates/:id',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    body: z.object({}).optional(),
    responses: recordResponses({ 200: Ok }),
    summary: 'Delete one of your templates',
  },
});

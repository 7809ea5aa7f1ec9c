import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TrackingSettings } from '../../../contract';
import { formSchemaOf } from './form-schema';

describe('formSchemaOf', () => {
  it('renders a nullable value as one input of type [T, null], keeping its limits', () => {
    expect(formSchemaOf(z.object({ id: z.string().max(5).nullable() }))).toEqual({
      type: 'object',
      properties: { id: { type: ['string', 'null'], maxLength: 5 } },
      required: ['id'],
      additionalProperties: false,
    });
  });

  it('gives the tracking form the shape the server checks saves with', () => {
    const schema = formSchemaOf(TrackingSettings);
    expect(schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: {
        heatmap: {
          type: 'object',
          required: ['enabled'],
          additionalProperties: false,
          properties: {
            enabled: { type: 'boolean' },
            site_id: { type: ['string', 'null'], maxLength: 200 },
            queue: { type: 'string', pattern: '^[A-Za-z_$][\\w$]{0,63}$' },
          },
        },
      },
    });
  });
});

import { apiErrorSchema } from '@gdo/domain/api-error';
import { pathIdSchema } from '@gdo/domain/paging';
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });

// Digits only ('0x1', '1e3', '1.0' are no ids); an id beyond int4 can match no record: refused
// here, it never reaches the database as an error.
export const idParamsSchema = z.object({ id: pathIdSchema });

/** Documented refusals every authenticated route may give. */
export const authErrorResponses = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

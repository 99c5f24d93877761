import { z } from 'zod';
import { isValidEmail } from './email';
import { MESSAGES } from './messages';

// Spec §5. Spaces around the e-mail (a paste, a phone keyboard's autocomplete) are dropped before
// it is checked (issue 10; docs/spec-deviations.md); the server compares it case-insensitively.
export const loginSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailInvalidoLogin })
    .trim()
    .refine(isValidEmail, MESSAGES.emailInvalidoLogin),
  password: z.string({ error: MESSAGES.senhaInvalidaLogin }).min(1, MESSAGES.senhaInvalidaLogin),
});

export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({
  id_user: z.number().int().positive(),
  token: z.string().min(1),
});

export type LoginResponse = z.infer<typeof loginResponseSchema>;

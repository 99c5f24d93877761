import { z } from 'zod';
import { isValidEmail } from './email';
import { MESSAGES } from './messages';

// Spec §5. The e-mail is checked as typed (no trimming: a stray space makes it invalid, as the
// original screen did); the server compares it case-insensitively.
export const loginSchema = z.object({
  email: z.string({ error: MESSAGES.emailInvalidoLogin }).refine(isValidEmail, MESSAGES.emailInvalidoLogin),
  password: z.string({ error: MESSAGES.senhaInvalidaLogin }).min(1, MESSAGES.senhaInvalidaLogin),
});

export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({
  id_user: z.number().int().positive(),
  token: z.string().min(1),
});

export type LoginResponse = z.infer<typeof loginResponseSchema>;

import { loginSchema } from '@gdo/domain/autenticacao';
import { schemaResolver } from '@/lib/form-errors';

// The login's rules, the domain's own schema: imported on demand by the login form, so zod is not
// part of what the login screen needs to paint (decision 151).
export const validateLogin = schemaResolver(loginSchema);

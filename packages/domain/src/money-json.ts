import { z } from 'zod';

// An amount as every answer carries it: a plain decimal string ('1234.50', '-12.00'), never a
// number, an exponent or a formatted '1.234,50'. A regex, not a refine, so the compiled response
// serialisers (decision 122) check it exactly as zod does.
export const moneyJson = z.string().regex(/^-?\d+(?:\.\d+)?$/);

import { createContext } from 'react';

// True when the user's role may only read budgets: the grid offers no add or remove buttons.
export const ReadOnlyContext = createContext(false);

import { createContext } from 'react';

// Lets a confirmation opened from inside a modal close that modal too (spec §2).
export const ParentModalContext = createContext<(() => void) | null>(null);

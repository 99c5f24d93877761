import { GREETING_AFTERNOON_HOUR, GREETING_EVENING_HOUR } from './constants';

export type Greeting = 'bom dia' | 'boa tarde' | 'boa noite';

export function greetingFor(hour: number): Greeting {
  if (hour >= GREETING_EVENING_HOUR) return 'boa noite';
  if (hour >= GREETING_AFTERNOON_HOUR) return 'boa tarde';
  return 'bom dia';
}

// Uses the local hour: the greeting follows the clock of the person reading it.
export function greetingText(date: Date): string {
  return `Olá, ${greetingFor(date.getHours())}!`;
}

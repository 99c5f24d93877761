import { Tooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

type Handlers = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

type LazyTooltipProps = Omit<TooltipProps, 'children' | 'opened' | 'events' | 'target'> & {
  /** One element that takes a ref and the pointer and focus handlers (a button, an ActionIcon). */
  children: ReactElement<Handlers>;
  /** As Mantine's: hover by default; focus opens it on keyboard focus only; touch on a tap. */
  events?: { hover?: boolean; focus?: boolean; touch?: boolean };
};

/**
 * A Mantine Tooltip that costs nothing until it is needed (decision 155): the element is drawn
 * alone, and the Tooltip (its floating-ui hooks, portal and transition) is mounted the first time
 * the pointer enters, a tap lands or keyboard focus arrives, then kept. A list with a hint per
 * figure and per row action drew dozens of idle Tooltips, each a long piece of a phone's render.
 * Escape and a press elsewhere close it, as Mantine's own dismissal does.
 */
// Keyboard focus only, as Mantine's (floating-ui's `visibleOnly`): a click's focus opens nothing.
// jsdom never matches :focus-visible on a focused element, so there (as in floating-ui) all focus counts.
function focusVisible(element: HTMLElement): boolean {
  if (navigator.userAgent.includes('jsdom/')) return true;
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function LazyTooltip({ children, events, ...tooltip }: LazyTooltipProps) {
  const { hover = true, focus = false, touch = false } = events ?? {};
  const ref = useRef<HTMLElement>(null);
  // null: never shown, so no Tooltip is mounted at all.
  const [opened, setOpened] = useState<boolean | null>(null);
  const hide = () => setOpened((current) => (current === null ? null : false));

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    const onPress = (event: globalThis.PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [opened]);

  const own = children.props;
  return (
    <>
      {cloneElement(children, {
        ref,
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          if (event.pointerType === 'mouse' ? hover : touch) setOpened(true);
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          if (event.pointerType === 'mouse') hide();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (focus && focusVisible(event.currentTarget)) setOpened(true);
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          hide();
        },
      })}
      {opened !== null && <Tooltip {...tooltip} target={ref} opened={opened} />}
    </>
  );
}

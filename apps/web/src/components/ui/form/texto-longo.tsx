import { Textarea, type TextareaProps } from '@mantine/core';

// Does the browser size a textarea to its text by itself (CSS `field-sizing: content`)? Read once.
const fieldSizingSupported =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

type TextoLongoProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows' | 'styles'> & {
  /** Lines shown while empty or short. */
  minRows: number;
};

/**
 * A text field that grows with what is typed (decision 226). Where the browser sizes it by itself
 * (`field-sizing: content`: Chromium and the Android browsers built on it), no script measures it:
 * Mantine's `autosize` copies the field into a hidden textarea and reads its height when it mounts
 * and at every key, a forced layout each time (42 ms of a slow phone's CPU when the new diário
 * report opens). In browsers without it, `autosize` does it, as before.
 */
export function TextoLongo({ minRows, ...props }: TextoLongoProps) {
  if (!fieldSizingSupported) return <Textarea autosize minRows={minRows} {...props} />;
  return (
    <Textarea
      rows={minRows}
      styles={{
        input: {
          fieldSizing: 'content',
          // The lines asked for, plus the field's padding and border; never lower than an input.
          minHeight: `max(var(--input-height), calc(${minRows}lh + 2 * var(--input-padding-y, 0px) + 2px))`,
        },
      }}
      {...props}
    />
  );
}

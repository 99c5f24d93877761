import type { ReactNode } from 'react';
import { useId } from 'react';
import classes from './segmentos.module.css';

export type Segmento<V extends string> = { value: V; label: ReactNode };

type SegmentosProps<V extends string> = {
  data: readonly Segmento<V>[];
  /** Nothing is chosen while null. */
  value: V | null;
  onChange: (value: V) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The segments share the whole width. */
  fullWidth?: boolean;
  /** 'md': big targets, for a phone on site. */
  size?: 'sm' | 'md';
  /** The chosen segment in the app's colour rather than white. */
  destaque?: boolean;
  className?: string;
};

/**
 * A choice among a few words, as a row of segments: native radio buttons under the hood (the arrow
 * keys move the choice, a screen reader says "1 de 3"). Mantine's SegmentedControl measured its
 * sliding indicator on every draw, 15–50 ms of a phone's CPU per screen (decision 214).
 */
export function Segmentos<V extends string>({
  data,
  value,
  onChange,
  fullWidth,
  size = 'sm',
  destaque,
  className,
  ...aria
}: SegmentosProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      {...aria}
      className={className ? `${classes.root} ${className}` : classes.root}
      data-full-width={fullWidth || undefined}
      data-size={size}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const checked = item.value === value;
        return (
          <div key={item.value} className={classes.segmento}>
            <input
              type="radio"
              id={id}
              name={name}
              value={item.value}
              checked={checked}
              onChange={() => onChange(item.value)}
              className={classes.input}
            />
            <label
              htmlFor={id}
              className={classes.label}
              data-checked={checked || undefined}
              data-destaque={destaque || undefined}
            >
              {item.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}

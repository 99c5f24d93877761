import { afterEach, describe, expect, it } from 'vitest';
import { applyStartStylesheets, START_STYLESHEET_ATTRIBUTE } from './start-stylesheets';

function startLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.media = 'print';
  link.setAttribute(START_STYLESHEET_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('the start stylesheets index.html loads without blocking the first paint', () => {
  it('applies them at once and resolves only when every one has arrived or failed', async () => {
    const mantine = startLink('/assets/mantine-inicio.css');
    const app = startLink('/assets/inicio.css');
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.media = 'print';
    document.head.append(other);

    const applied = applyStartStylesheets(document);
    expect([mantine.media, app.media, other.media]).toEqual(['all', 'all', 'print']);
    expect(await settled(applied)).toBe(false);
    mantine.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(false);
    app.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('resolves at once without any', async () => {
    expect(await settled(applyStartStylesheets(document))).toBe(true);
  });
});

import { FUSO_DAS_OBRAS, partsByIntl, partsByTemporal, type TemporalPartes } from '@gdo/domain/fuso';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 13, typing: a day typed as people type it is understood; an impossible one stays in the
// field, explained under it, instead of vanishing when the field is left.
test('a typed date 1/2/26 is understood and 31/02/2026 explained', async ({ page }) => {
  await signIn(page);
  await page.goto('/contratos/novo');
  const inicio = page.getByLabel('Início da vigência');
  await inicio.fill('1/2/26');
  await inicio.press('Tab');
  await expect(inicio).toHaveValue('01/02/2026');

  const fim = page.getByLabel('Fim da vigência');
  await fim.fill('31122026');
  await fim.press('Tab');
  await expect(fim).toHaveValue('31/12/2026');

  await inicio.fill('31/02/2026');
  await inicio.press('Tab');
  await expect(inicio).toHaveValue('31/02/2026');
  await expect(page.getByText('Esta data não existe. Confira o dia e o mês.')).toBeVisible();
  await expect(inicio).toHaveAttribute('aria-invalid', 'true');
});

// Decision 233: in Chromium the sites' clock and every date in another zone are read by Temporal,
// not by an Intl.DateTimeFormat (54–98 ms to build the first of a page). The page's own Temporal,
// through the domain's mapping, must say what Node's Intl says, across São Paulo's last summer-time
// changes and in a zone that still has them.
test("the browser's Temporal reads every instant as Intl does", async ({ page }) => {
  await page.goto('about:blank');
  const zonas = [FUSO_DAS_OBRAS, 'America/New_York'];
  const instantes: number[] = [];
  for (const inicio of ['2018-11-03T20:00:00Z', '2019-02-16T20:00:00Z', '2026-03-08T05:00:00Z']) {
    for (let i = 0; i < 40; i++) instantes.push(Date.parse(inicio) + i * 13 * 60_000);
  }
  instantes.push(Date.parse('0050-06-15T12:34:00Z'), Date.parse('9999-12-31T23:59:00Z'));
  // What Chromium's Temporal answers, recorded, then mapped by the domain as the app maps it.
  const lido = await page.evaluate(
    ({ zonas, instantes }) => {
      const T = (globalThis as { Temporal?: TemporalPartes }).Temporal;
      if (!T) return null;
      return zonas.map((zona) =>
        instantes.map((ms) => {
          const z = T.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zona);
          return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute };
        }),
      );
    },
    { zonas, instantes },
  );
  expect(lido, 'o Chromium do sistema tem Temporal').not.toBeNull();
  zonas.forEach((zona, z) => {
    instantes.forEach((ms, i) => {
      const gravado = {
        Instant: { fromEpochMilliseconds: () => ({ toZonedDateTimeISO: () => lido![z]![i]! }) },
      };
      const instante = new Date(ms);
      expect(partsByTemporal(instante, zona, gravado), `${instante.toISOString()} em ${zona}`).toEqual(
        partsByIntl(instante, zona),
      );
    });
  });
});

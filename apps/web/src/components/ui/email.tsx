import { Fragment } from 'react';

// Where an address may break when its column is narrower than it: after its "@" and before each dot
// (the usual rule for addresses), so "joao.silva@" and ".com.br" stay whole.
const PONTOS_DE_QUEBRA = /(?<=@)|(?=\.)/u;

/**
 * An e-mail address as text, with a break opportunity (`<wbr>`, not copied with the text) at each of
 * its natural points: a narrow column wraps it there and breaks inside a word only when one part
 * alone is wider than the column (the cell's `overflow-wrap: anywhere`).
 */
export function Email({ endereco }: { endereco: string }) {
  let inicio = 0;
  return (
    <>
      {endereco.split(PONTOS_DE_QUEBRA).map((parte) => {
        const chave = inicio;
        inicio += parte.length;
        return (
          <Fragment key={chave}>
            {chave > 0 && <wbr />}
            {parte}
          </Fragment>
        );
      })}
    </>
  );
}

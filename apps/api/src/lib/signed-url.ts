import { createHmac, timingSafeEqual } from 'node:crypto';

// Links to a firm's files that work in a plain <img>, with no session token (decision 071): the
// path names the file, the query its empresa, when it expires and an HMAC-SHA256 of all three under
// a key derived from the server's secret for that empresa. Changing any part, or using it after
// `exp`, makes it worthless; a link made for one empresa opens nothing of another.

/** Links live for one to two hours: the same link for a whole hour, so browsers cache the image. */
const JANELA_S = 3600;

export type LinkAssinado = { empresa: number; caminho: string; exp: number };

export type Assinador = {
  /** `caminho` with `?e=&exp=&sig=` appended. */
  assinar: (empresa: number, caminho: string, agora?: Date) => string;
  /** True while the link is unexpired and its signature is the one this server makes. */
  confere: (link: LinkAssinado & { sig: string }, agora?: Date) => boolean;
};

export function criarAssinador(segredo: string): Assinador {
  const chaveDa = (empresa: number) => createHmac('sha256', segredo).update(`empresa:${empresa}`).digest();
  const assinatura = ({ empresa, caminho, exp }: LinkAssinado) =>
    createHmac('sha256', chaveDa(empresa)).update(`${caminho}\n${exp}`).digest('base64url');
  return {
    assinar(empresa, caminho, agora = new Date()) {
      const exp = (Math.floor(agora.getTime() / 1000 / JANELA_S) + 2) * JANELA_S;
      return `${caminho}?e=${empresa}&exp=${exp}&sig=${assinatura({ empresa, caminho, exp })}`;
    },
    confere({ sig, ...link }, agora = new Date()) {
      if (link.exp * 1000 <= agora.getTime()) return false;
      const esperada = Buffer.from(assinatura(link));
      const recebida = Buffer.from(sig);
      return recebida.length === esperada.length && timingSafeEqual(recebida, esperada);
    },
  };
}

/** Seconds a response may be cached: until the link expires. */
export const segundosAte = (exp: number, agora = new Date()) =>
  Math.max(0, Math.floor(exp - agora.getTime() / 1000));

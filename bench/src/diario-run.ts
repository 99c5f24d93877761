import { signIn } from './api-process';
import { medirTelaDaLista, type TelaDaLista } from './diario-browser';
import { fotoDeCelular, qualidadeParaQuatroMb } from './diario-foto';
import { type Api, baixar, chamar, copiarFotos, enviarFoto, obraEFornecedor } from './diario-seed';
import { ADMIN } from './scenarios';
import { seedRegisters } from './seed';
import type { Target } from './targets';

// The diário on a phone (issue 12): a 4 MB photo stored with its two smaller sizes; a month of
// reports (30, five photos each) as the list screen loads it; the month as one PDF.

const DIAS = 30;
const FOTOS_POR_RELATORIO = 5;
// As the list screen shows them (apps/web: DIARIOS_POR_PAGINA, and MINIATURAS per report card).
export const RELATORIOS_POR_PAGINA = 10;
export const MINIATURAS_POR_CARTAO = 4;

export type DiarioRow = {
  target: string;
  foto: { bytes: number; quality: number };
  /** Seconds per upload of a distinct 4 MB photo. */
  uploads: number[];
  lista: {
    /** The first page, as the screen asks it (RELATORIOS_POR_PAGINA reports of the month). */
    pagina: number;
    /** The whole month in one answer. */
    mes: number;
    miniaturas: number;
    miniaturaMedia: number;
    primeiraTela: number;
  };
  /** The list screen in Chromium on a phone's viewport, after signing in. */
  tela: TelaDaLista;
  pdf: { frio: number; quente: number; bytes: number; paginas: number };
  xlsx: { seconds: number; bytes: number };
};

type Diario = { id: number; fotos: { miniatura_url: string }[] };

/** The month's days, oldest first, ending yesterday (São Paulo). */
function diasDoMes(): string[] {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const base = Date.parse(`${hoje}T00:00:00Z`);
  return Array.from({ length: DIAS }, (_, i) =>
    new Date(base - (DIAS - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

function relatorio(obra: number, fornecedor: number, data: string) {
  const turno = { tempo: 'claro', condicao: 'praticavel' };
  return {
    obra,
    data,
    clima: { manha: turno, tarde: { tempo: 'chuvoso', condicao: 'impraticavel' } },
    efetivo: [
      { funcao: 'Pedreiro', origem: 'propria', quantidade: 6, horas: 8 },
      { funcao: 'Servente', origem: 'propria', quantidade: 4, horas: 8 },
      { funcao: 'Armador', origem: 'terceirizada', fornecedor, quantidade: 3 },
    ],
    equipamentos: [
      { descricao: 'Betoneira 400 L', quantidade: 1, situacao: 'operando' },
      { descricao: 'Andaime fachadeiro (módulos)', quantidade: 12, situacao: 'operando' },
    ],
    ocorrencias: [
      { tipo: 'entrega_material', descricao: 'Chegaram 40 sacos de cimento CP II', hora: '09:15' },
    ],
    observacoes: 'Chuva forte à tarde; serviço externo parado a partir das 14 h.',
  };
}

/** The month's reports, the first one's photos uploaded (and timed), the others' copied; all signed. */
export async function semearMes(api: Api, databaseUrl: string) {
  const { obra, fornecedor } = await obraEFornecedor(databaseUrl);
  const dias = diasDoMes();
  const ids: number[] = [];
  for (const data of dias)
    ids.push(
      (await chamar<Diario>(api, 'POST', '/api/diarios/create', relatorio(obra, fornecedor, data))).id,
    );
  const quality = await qualidadeParaQuatroMb();
  const uploads: number[] = [];
  let bytes = 0;
  for (let n = 1; n <= FOTOS_POR_RELATORIO; n += 1) {
    const foto = await fotoDeCelular(n, quality);
    bytes += foto.length;
    uploads.push(await enviarFoto(api, ids[0]!, foto, `Frente de serviço ${n}: alvenaria do bloco B`));
  }
  await copiarFotos(databaseUrl, obra, ids[0]!);
  for (const id of ids) await chamar(api, 'POST', `/api/diarios/assinar/${id}`, {});
  return {
    obra,
    de: dias[0]!,
    ate: dias.at(-1)!,
    uploads,
    foto: { bytes: bytes / FOTOS_POR_RELATORIO, quality },
  };
}

/** The list's first page and the thumbnails its cards show, as the browser loads them. */
async function medirLista(api: Api, obra: number, de: string, ate: string) {
  const lista = (query: string) =>
    baixar(api.baseUrl, `/api/diarios/list/obra/${obra}?de=${de}&ate=${ate}${query}`, api.token);
  const pagina = await lista(`&page=1&pageSize=${RELATORIOS_POR_PAGINA}`);
  const mes = await lista(`&page=1&pageSize=${DIAS}`);
  const plain = await fetch(
    `${api.baseUrl}/api/diarios/list/obra/${obra}?de=${de}&ate=${ate}&page=1&pageSize=${RELATORIOS_POR_PAGINA}`,
    {
      headers: { authorization: api.token },
    },
  );
  const relatorios = (await plain.json()) as Diario[];
  let miniaturas = 0;
  let bytes = 0;
  for (const d of relatorios) {
    for (const foto of d.fotos.slice(0, MINIATURAS_POR_CARTAO)) {
      const arquivo = await baixar(api.baseUrl, foto.miniatura_url);
      if (arquivo.status !== 200) throw new Error(`miniatura: ${arquivo.status}`);
      miniaturas += 1;
      bytes += arquivo.bytes;
    }
  }
  return {
    pagina: pagina.bytes,
    mes: mes.bytes,
    miniaturas,
    miniaturaMedia: bytes / Math.max(1, miniaturas),
    primeiraTela: pagina.bytes + bytes,
  };
}

async function medirArquivo(api: Api, path: string) {
  const file = await baixar(api.baseUrl, path, api.token);
  if (file.status !== 200) throw new Error(`${path}: ${file.status} ${file.body.toString().slice(0, 300)}`);
  return file;
}

export async function diarioRun(target: Target): Promise<DiarioRow> {
  console.log(`Diário de obra — ${target.name}…`);
  const db = await target.open();
  const process = await db.start({ serveWeb: true });
  try {
    await seedRegisters(process.databaseUrl, { clientes: 1 });
    const api = { baseUrl: process.baseUrl, token: await signIn(process.baseUrl, ADMIN) };
    const mes = await semearMes(api, process.databaseUrl);
    const lista = await medirLista(api, mes.obra, mes.de, mes.ate);
    const tela = await medirTelaDaLista(process.baseUrl, mes.obra, ADMIN);
    const pdfPath = `/api/diarios/export/obra/${mes.obra}/pdf?de=${mes.de}&ate=${mes.ate}`;
    // The first export of a process starts the pool's thread and loads the fonts (decision 055).
    const frio = await medirArquivo(api, pdfPath);
    const quente = await medirArquivo(api, pdfPath);
    const xlsx = await medirArquivo(
      api,
      `/api/diarios/export/obra/${mes.obra}/xlsx?de=${mes.de}&ate=${mes.ate}`,
    );
    return {
      target: target.name,
      foto: mes.foto,
      uploads: mes.uploads,
      lista,
      tela,
      pdf: {
        frio: frio.seconds,
        quente: quente.seconds,
        bytes: quente.body.length,
        paginas: (quente.body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
      },
      xlsx: { seconds: xlsx.seconds, bytes: xlsx.body.length },
    };
  } finally {
    await process.stop();
    await db.close();
  }
}

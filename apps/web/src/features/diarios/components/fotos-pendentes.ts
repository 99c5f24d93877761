import { readSession } from '@/lib/storage';

// Photos picked for a report and not yet on the server (decision 171): kept in this browser's
// IndexedDB — the file's bytes, with its legenda and etapa — so a reload, a closed tab or a dropped
// connection loses none; deleted once the server has stored the photo or the user discards it. Per
// signed-in user, like the report's draft (decision 075): another person on the same phone never
// gets them. Without IndexedDB (a private window that refuses it) the screen works as before,
// without the safety net.

export type FotoPendente = {
  chave: string;
  usuario: number;
  diarioId: number;
  arquivo: Blob;
  nome: string;
  legenda: string;
  etapa: string | null;
  /** When it was picked (ISO instant). */
  escolhidaEm: string;
};

// As stored: the bytes rather than the Blob, which some browsers (older Safari) failed to keep and
// read back from IndexedDB.
type Registro = Omit<FotoPendente, 'arquivo'> & { bytes: ArrayBuffer; tipo: string };

const BANCO = 'gdo-diario';
const LOJA = 'fotos-pendentes';
const POR_RELATORIO = 'usuario-diario';

let aberto: Promise<IDBDatabase> | undefined;

function abrir(): Promise<IDBDatabase> {
  aberto ??= new Promise((resolve, reject) => {
    const pedido = indexedDB.open(BANCO, 1);
    pedido.onupgradeneeded = () => {
      const loja = pedido.result.createObjectStore(LOJA, { keyPath: 'chave' });
      loja.createIndex(POR_RELATORIO, ['usuario', 'diarioId']);
    };
    pedido.onsuccess = () => resolve(pedido.result);
    pedido.onerror = () => reject(pedido.error);
  });
  // A failed open is not kept: the next call tries again.
  aberto.catch(() => {
    aberto = undefined;
  });
  return aberto;
}

async function naLoja<T>(
  modo: IDBTransactionMode,
  acao: (loja: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const banco = await abrir();
  return new Promise((resolve, reject) => {
    const transacao = banco.transaction(LOJA, modo);
    const pedido = acao(transacao.objectStore(LOJA));
    transacao.oncomplete = () => resolve(pedido.result);
    transacao.onerror = () => reject(transacao.error);
    transacao.onabort = () => reject(transacao.error);
  });
}

const usuarioAtual = () => readSession()?.userId ?? 0;

/** Keeps a picked photo; false when this browser cannot (the photo then lives only on screen). */
export async function guardarPendente(foto: Omit<FotoPendente, 'usuario' | 'escolhidaEm'>): Promise<boolean> {
  try {
    const { arquivo, ...campos } = foto;
    const registro: Registro = {
      ...campos,
      bytes: await arquivo.arrayBuffer(),
      tipo: arquivo.type,
      usuario: usuarioAtual(),
      escolhidaEm: new Date().toISOString(),
    };
    await naLoja('readwrite', (loja) => loja.put(registro));
    return true;
  } catch {
    return false;
  }
}

/** The legenda and etapa typed since, so they come back with the photo. */
export async function atualizarPendente(chave: string, campos: Pick<FotoPendente, 'legenda' | 'etapa'>) {
  try {
    // Read and written in one transaction: two changes close together (the caption's pause and
    // "Enviar foto") cannot interleave and leave the older one stored.
    await naLoja('readwrite', (loja) => {
      const pedido = loja.get(chave);
      pedido.onsuccess = () => {
        const atual = pedido.result as Registro | undefined;
        if (atual) loja.put({ ...atual, ...campos });
      };
      return pedido;
    });
  } catch {
    // Not kept: the photo itself still is.
  }
}

/** The photos of this report the signed-in user picked and did not send, oldest first. */
export async function lerPendentes(diarioId: number): Promise<FotoPendente[]> {
  try {
    const registros = await naLoja<Registro[]>('readonly', (loja) =>
      loja.index(POR_RELATORIO).getAll([usuarioAtual(), diarioId]),
    );
    return registros
      .sort((a, b) => a.escolhidaEm.localeCompare(b.escolhidaEm))
      .map(({ bytes, tipo, ...foto }) => ({ ...foto, arquivo: new Blob([bytes], { type: tipo }) }));
  } catch {
    return [];
  }
}

export async function apagarPendente(chave: string): Promise<void> {
  try {
    await naLoja('readwrite', (loja) => loja.delete(chave));
  } catch {
    // Nothing kept to delete.
  }
}

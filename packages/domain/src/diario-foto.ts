import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import { requiredId, requiredText } from './fields';

// The photos of a daily report (diario.md, decision 071): sent from the phone as JPEG, PNG or WebP,
// kept as sent and in two smaller sizes with the orientation applied, served by signed URLs.

export const FOTO_MAX_BYTES = 15 * 1024 * 1024;
export const FOTOS_POR_DIARIO = 60;
export const FOTO_EXIBICAO_PX = 1600;
export const FOTO_MINIATURA_PX = 320;
export const FOTO_MINIATURA_MAX_BYTES = 30 * 1024;
/** Larger images (a decompression bomb, or a panorama past any phone) are refused. */
export const FOTO_MAX_PIXELS = 100_000_000;
export const FOTO_LEGENDA_MAX = 500;

export const TIPOS_FOTO = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TipoFoto = (typeof TIPOS_FOTO)[number];

/** The stored sizes: as sent, for the screen (≤ 1 600 px), the thumbnail (≤ 320 px). */
export const TAMANHOS_FOTO = ['original', 'exibicao', 'miniatura'] as const;
export type TamanhoFoto = (typeof TAMANHOS_FOTO)[number];

export const FOTO_MESSAGES = {
  arquivoObrigatorio: 'Envie a foto no campo arquivo (multipart/form-data).',
  umArquivo: 'Envie uma foto por vez.',
  envieMultipart: 'Envie a foto como multipart/form-data, com o arquivo e a legenda.',
  tipoNaoSuportado: 'Formato de imagem não suportado: envie uma foto JPEG, PNG ou WebP.',
  muitoGrande: 'A foto passa de 15 MB. Envie uma foto menor.',
  imagemInvalida: 'Não foi possível ler a imagem: o arquivo está corrompido ou incompleto.',
  imagemGrandeDemais: 'A imagem tem pixels demais (mais de 100 megapixels).',
  limitePorDiario: `Este relatório já tem ${FOTOS_POR_DIARIO} fotos, o máximo.`,
  fotoNaoEncontrada: 'Foto não encontrada.',
  fotoExcluida: 'Foto excluída.',
  diarioAssinado:
    'Este relatório já foi assinado: as fotos não mudam mais. Para corrigi-lo, registre uma retificação.',
  linkInvalido: 'Link da imagem inválido ou expirado. Abra o relatório de novo.',
} as const;

// Multipart fields arrive as text: an etapa of '12' is the id 12, an empty one is none.
const etapaDoCampo = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  requiredId.nullable(),
);

/** The text fields sent with a photo. */
export const fotoCreateSchema = z.object({
  legenda: requiredText(FOTO_LEGENDA_MAX),
  etapa: etapaDoCampo.default(null),
});
export type FotoCreate = z.output<typeof fotoCreateSchema>;

/** A photo as a report carries it: its URLs are signed and expire (decision 071). */
export const fotoSchema = z.object({
  id: z.number().int(),
  legenda: z.string(),
  etapa: z.number().int().nullable(),
  tirada_em: z.iso.datetime({ offset: true }).nullable(),
  largura: z.number().int(),
  altura: z.number().int(),
  sha256: z.string(),
  url: z.string(),
  miniatura_url: z.string(),
  original_url: z.string(),
});
export type Foto = z.infer<typeof fotoSchema>;

export const fotoArquivoQuerySchema = z.object({
  e: z.coerce.number({ error: FIELD_MESSAGES.valorInvalido }).int().positive(),
  exp: z.coerce.number({ error: FIELD_MESSAGES.valorInvalido }).int().positive(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, FIELD_MESSAGES.valorInvalido),
});

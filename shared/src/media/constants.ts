/**
 * Limits of the media pipeline (DESIGN.md §5, spec §5, §8, §9): the API enforces them, the
 * browser checks them first so a wrong file is refused before it is sent.
 */
const MB = 1024 * 1024;

export type UploadPurpose = 'WORK' | 'AVATAR';

export const AVATAR_MAX_BYTES = 10 * MB;
export const WORK_MAX_BYTES = 20 * MB;
/** Files attached by one addWorks / uploadWorks call. */
export const UPLOAD_MAX_FILES = 30;
/** Uploads not yet attached a profile may hold at once (they expire after a day). */
export const PENDING_UPLOADS_MAX = 60;
/** Hours an upload waits to be attached before it is deleted. */
export const UPLOAD_TTL_HOURS = 24;

/** An avatar's smallest side in px; it is made square and stored at AVATAR_SIZE. */
export const AVATAR_MIN_SIZE = 200;
export const AVATAR_SIZE = 400;
/** Work photos are resized to fit this box (spec §9). */
export const WORK_MAX_WIDTH = 1900;
export const WORK_MAX_HEIGHT = 1200;
/** The smallest side a work photo may have. */
export const WORK_MIN_SIZE = 400;
/** Decompression bombs: images of more pixels than this are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Widths of the WebP variants served in srcset (each at most the image's own width). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1900] as const;

/** Works a profile needs in each active category before it may ask for approval (spec §1). */
export const WORKS_PER_CATEGORY_MIN = 10;

/** Czech messages of the media pipeline (spec §8 where it names them). */
export const UPLOAD_ERRORS = {
  /** Spec §8: some uploaded files invalid. */
  INVALID_FILES: 'Některé nahrané soubory jsou neplatné.',
  /** Spec §8: upload limit reached. */
  UPLOAD_LIMIT: 'Byl dosažen limit nahraných souborů.',
  /** Spec §8: an avatar that does not meet the required quality. */
  AVATAR_QUALITY: `Profilová fotka nesplňuje požadovanou kvalitu: nahrajte obrázek alespoň ${AVATAR_MIN_SIZE} × ${AVATAR_MIN_SIZE} px.`,
  NOT_AN_IMAGE: 'Soubor není obrázek. Nahrajte fotografii ve formátu JPEG, PNG, WebP nebo AVIF.',
  DAMAGED: 'Obrázek je poškozený nebo neúplný, nelze ho přečíst.',
  TOO_MANY_PIXELS: 'Obrázek má příliš velké rozměry (nejvýše 50 milionů pixelů).',
  WORK_TOO_SMALL: `Fotografie je příliš malá: kratší strana musí mít alespoň ${WORK_MIN_SIZE} px.`,
  avatarTooBig: () => `Profilová fotka je příliš velká (nejvýše ${AVATAR_MAX_BYTES / MB} MB).`,
  workTooBig: () => `Fotografie je příliš velká (nejvýše ${WORK_MAX_BYTES / MB} MB).`,
  tooManyFiles: () => `Najednou lze nahrát nejvýše ${UPLOAD_MAX_FILES} souborů.`,
  worksMax: (max: number) => `Portfolio může mít nejvýše ${max} prací.`,
  EMPTY: 'Soubor je prázdný.',
} as const;

/** The largest file of a purpose, in bytes. */
export function maxBytesOf(purpose: UploadPurpose): number {
  return purpose === 'AVATAR' ? AVATAR_MAX_BYTES : WORK_MAX_BYTES;
}

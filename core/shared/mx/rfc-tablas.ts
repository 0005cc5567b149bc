/**
 * Data tables of the SAT algorithm for the RFC ("Algoritmo para generar el RFC con homoclave para
 * personas físicas y morales", the SAT answer to INFOMEX request 0610100135506). The logic lives in
 * `rfc.ts`; everything here is plain data so it can be read against the document.
 */

/**
 * Anexo I: value of each character of the full name for the homoclave (two digits each).
 * Note: the SAT's test-environment RFCs with '&' (H&E951128469, L&O950913MSA, S&S051221SE2) come
 * out right only if '&' is worth 37 (the value of X), not the published 10; every other test RFC
 * agrees with this table. The published value is kept until a real registered RFC settles it.
 */
export const VALORES_HOMOCLAVE: Readonly<Record<string, number>> = (() => {
  const valores: Record<string, number> = { ' ': 0, '&': 10, Ñ: 40 };
  '0123456789'.split('').forEach((c, i) => (valores[c] = i));
  'ABCDEFGHI'.split('').forEach((c, i) => (valores[c] = 11 + i));
  'JKLMNOPQR'.split('').forEach((c, i) => (valores[c] = 21 + i));
  'STUVWXYZ'.split('').forEach((c, i) => (valores[c] = 32 + i));
  return valores;
})();

/** Anexo II: quotient and remainder (0 to 33) of the homoclave sum divided by 34, as characters. */
export const DIGITOS_HOMOCLAVE = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';

/**
 * Anexo III: value of each character for the check digit is its index in this string
 * (0-9 → 0-9, A-N → 10-23, & → 24, O-Z → 25-36, space → 37, Ñ → 38).
 */
export const VALORES_DIGITO_VERIFICADOR = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Anexo IV: four-letter keys that the SAT never issues; the last letter becomes an X. */
export const PALABRAS_INCONVENIENTES: ReadonlySet<string> = new Set([
  'BUEI',
  'BUEY',
  'CACA',
  'CACO',
  'CAGA',
  'CAGO',
  'CAKA',
  'CAKO',
  'COGE',
  'COJA',
  'COJE',
  'COJI',
  'COJO',
  'CULO',
  'FETO',
  'GUEY',
  'JOTO',
  'KACA',
  'KACO',
  'KAGA',
  'KAGO',
  'KAKA',
  'KOGE',
  'KOJO',
  'KULO',
  'MAME',
  'MAMO',
  'MEAR',
  'MEAS',
  'MEON',
  'MION',
  'MOCO',
  'MULA',
  'PEDA',
  'PEDO',
  'PENE',
  'PUTA',
  'PUTO',
  'QULO',
  'RATA',
  'RUIN',
]);

/**
 * Articles, prepositions, conjunctions and contractions left out of a person's names and surnames
 * (rule 8 of personas físicas), when written as separate words: the SAT's list plus the foreign
 * particles that appear in Mexican registries (the same set RENAPO drops for the CURP).
 */
export const PARTICULAS_FISICA: ReadonlySet<string> = new Set([
  'DA',
  'DAS',
  'DE',
  'DEL',
  'DER',
  'DI',
  'DIE',
  'DD',
  'EL',
  'LA',
  'LAS',
  'LE',
  'LES',
  'LOS',
  'MAC',
  'MC',
  'MI',
  'VAN',
  'VON',
  'Y',
]);

/** Given names that, followed by another name, yield to it (rule 6): José, María and their abbreviations. */
export const NOMBRES_COMUNES: ReadonlySet<string> = new Set(['JOSE', 'J', 'MARIA', 'MA']);

/**
 * Words left out of a razón social (rules 9 and 11 of personas morales, Anexo V). COOPERATIVA and
 * AL are deliberately absent: the document's own examples keep them ('Sociedad Cooperativa de
 * Producción Agrícola de Michoacán' → CPA).
 */
export const PALABRAS_IGNORADAS_MORAL: ReadonlySet<string> = new Set([
  'A',
  'AND',
  'CIA',
  'CO',
  'COMPANIA',
  'COMPAÑIA',
  'COMPANY',
  'CON',
  'DE',
  'DEL',
  'E',
  'EL',
  'EN',
  'LA',
  'LAS',
  'LOS',
  'MAC',
  'MC',
  'MI',
  'OF',
  'PARA',
  'POR',
  'SOC',
  'SOCIEDAD',
  'SUS',
  'THE',
  'VAN',
  'VON',
  'Y',
]);

/**
 * Company types removed from the end of a razón social (rule 5), written without dots or spaces so
 * that 'S.A. de C.V.', 'SA DE CV' and 'S. A. DE C. V.' all compare equal. They are stripped
 * repeatedly, so 'S.A. DE C.V., SOFOM, E.N.R.' loses ENR, then SOFOM, then SADECV.
 */
export const TIPOS_SOCIEDAD: ReadonlySet<string> = new Set([
  'SA',
  'SADECV',
  'SAB',
  'SABDECV',
  'SAPI',
  'SAPIDECV',
  'SAPIB',
  'SAPIBDECV',
  'SAS',
  'SASDECV',
  'SDERL',
  'SDERLDECV',
  'SDERLMI',
  'SDERLMIDECV',
  'SENC',
  'SENCPORA',
  'SENNC',
  'SC',
  'SCL',
  'SCS',
  'SCP',
  'SCDERL',
  'SCDERLDECV',
  'SCDEPDERL',
  'SCDECV',
  'SCDERS',
  'SNC',
  'AC',
  'AENP',
  'IAP',
  'IBP',
  'ABP',
  'SPR',
  'SPRDERL',
  'SPRDERI',
  'SPRDERS',
  'SDESS',
  'SDESPR',
  'SOFOM',
  'SOFIPO',
  'ENR',
  'ER',
  'DECV',
  'DERL',
  'DERI',
  'DERS',
  'CV',
  'SRL',
  'SOCIEDADANONIMA',
  'SOCIEDADANONIMADECAPITALVARIABLE',
  'SOCIEDADDERESPONSABILIDADLIMITADA',
  'SOCIEDADDERESPONSABILIDADLIMITADADECAPITALVARIABLE',
  'SOCIEDADCIVIL',
  'ASOCIACIONCIVIL',
  'DECAPITALVARIABLE',
]);

/** Numbers (arabic or roman) in a razón social are read as Spanish words. */
export const UNIDADES = [
  'CERO',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISEIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDOS',
  'VEINTITRES',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISEIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
export const DECENAS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
export const CENTENAS = ['', 'CIENTO', 'DOSCIENTOS', 'TRESCIENTOS', 'CUATROCIENTOS', 'QUINIENTOS', 'SEISCIENTOS', 'SETECIENTOS', 'OCHOCIENTOS', 'NOVECIENTOS'];
/** Ordinals 1 to 10 ('1o', '2a', '3er', '1°'); larger ordinals are read as cardinals. */
export const ORDINALES = ['', 'PRIMERO', 'SEGUNDO', 'TERCERO', 'CUARTO', 'QUINTO', 'SEXTO', 'SEPTIMO', 'OCTAVO', 'NOVENO', 'DECIMO'];

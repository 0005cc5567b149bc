/**
 * Select entries that name each column by the answer's field: `comoCampos<PolizaItem>({ noPoliza: p.noPoliza })`
 * is ['p.no_poliza as noPoliza']. The fields are the spec's, typed by `F` (a misspelt one does not
 * compile); the columns come from the owners' tables (xT.de(alias)), so the answer keeps its names
 * when a model's property is renamed, and a renamed property breaks compilation here.
 */
export function comoCampos<F>(campos: { readonly [K in keyof F & string]?: string }): string[] {
  return Object.entries(campos).map(([campo, columna]) => `${columna} as ${campo}`);
}

/** The same mapping as one json object (`json_build_object('noPoliza', p.no_poliza, …)`), for a related record read in its parent's row. */
export function comoJson<F>(campos: { readonly [K in keyof F & string]?: string }): string {
  return `json_build_object(${Object.entries(campos)
    .map(([campo, columna]) => `'${campo}', ${columna}`)
    .join(', ')})`;
}

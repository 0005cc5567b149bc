/**
 * PGlite and node-postgres return some types differently (PGlite: bigint for int8; pg: strings for
 * int8 and numeric). Both drivers use these parsers so the application sees the same JS types:
 * counts and 64-bit ids as numbers, numeric (money) as numbers, dates as 'yyyy-MM-dd' strings.
 */
export const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: (v) => Number(v),
  [OID.numeric]: (v) => Number(v),
  [OID.date]: (v) => v,
};

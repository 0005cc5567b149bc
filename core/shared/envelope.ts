/** Every API response: `{ok, message, body}` (spec, first document §7). */
export interface Envelope<T> {
  ok: boolean;
  message: string;
  body: T;
}

/** The body of every list response. */
export interface ListPage<T> {
  items: T[];
  totalItems: number;
  currentPage: number;
  totalPages: number;
  pageSize: number;
}

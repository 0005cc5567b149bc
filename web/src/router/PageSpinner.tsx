import { Spinner } from '@blueprintjs/core';

/** Shown while a page's chunk loads. */
export function PageSpinner() {
  return (
    <div className="cartera-page-spinner" role="status" aria-label="Cargando">
      <Spinner size={40} />
    </div>
  );
}

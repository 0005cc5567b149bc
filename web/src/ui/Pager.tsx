import { Button } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import type { ListPage } from '../../../core/shared/envelope.ts';
import './lists.css';

interface PagerProps {
  page: ListPage<unknown>;
  onChange: (page: number) => void;
}

/** The pager under a paged list: the total, the current page of how many, previous and next. */
export function Pager({ page, onChange }: PagerProps) {
  const { currentPage, totalPages, totalItems } = page;
  return (
    <nav className="cartera-pager" aria-label="Paginación">
      <span>{totalItems === 1 ? '1 registro' : `${totalItems} registros`}</span>
      <div className="cartera-pager-botones">
        <Button variant="minimal" icon={<ChevronLeftIcon />} aria-label="Página anterior" disabled={currentPage <= 1} onClick={() => onChange(currentPage - 1)} />
        <span aria-live="polite">
          Página {Math.min(currentPage, Math.max(totalPages, 1))} de {Math.max(totalPages, 1)}
        </span>
        <Button variant="minimal" icon={<ChevronRightIcon />} aria-label="Página siguiente" disabled={currentPage >= totalPages} onClick={() => onChange(currentPage + 1)} />
      </div>
    </nav>
  );
}

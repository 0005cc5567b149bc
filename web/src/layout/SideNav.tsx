import { Collapse, Icon } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon, ClipboardIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavEntry, NavGroup } from '../plugins/contract.ts';
import { webPlugins } from '../plugins/registry.ts';
import { allows, useSession, useSessionAbility } from '../session/hooks.ts';
import { usePuede } from '../session/Puede.tsx';
import { currentEntry, groupEntries } from './navigation.ts';

/** The navigation entries this user may open (Resumen and Configuración always). */
export function useVisibleEntries(): NavEntry[] {
  const ability = useSessionAbility();
  return useMemo(() => webPlugins.navigation.filter((entry) => allows(ability, entry.permiso)), [ability]);
}

/**
 * The side navigation (spec 01 §2): the plugins' entries in four groups, gated by permission; the
 * group holding the current page opens by itself; the plan name at the bottom leads to Mi plan (for whoever manages the billing).
 */
export function SideNav() {
  const { pathname } = useLocation();
  const { suscripcion } = useSession();
  const verPlan = usePuede('FACTURACION');
  const entries = useVisibleEntries();
  const groups = useMemo(() => groupEntries(entries), [entries]);
  const current = currentEntry(entries, pathname);
  const [open, setOpen] = useState<ReadonlySet<NavGroup>>(() => new Set(current ? [current.group] : []));
  const [vista, setVista] = useState(current);
  // A new current entry opens its group, adjusted while drawing rather than in an effect.
  if (vista !== current) {
    setVista(current);
    if (current && !open.has(current.group)) setOpen(new Set([...open, current.group]));
  }

  function toggle(group: NavGroup) {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });
  }

  return (
    <nav className="cartera-sidenav" aria-label="Navegación principal">
      <div className="cartera-sidenav-groups">
        {groups.map(({ group, label, entries: groupItems }) => {
          const isOpen = open.has(group);
          const listId = `cartera-nav-${group}`;
          return (
            <section key={group} className="cartera-sidenav-group">
              <button type="button" className="cartera-sidenav-group-header" aria-expanded={isOpen} aria-controls={listId} onClick={() => toggle(group)}>
                <span>{label}</span>
                {isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
              </button>
              <Collapse isOpen={isOpen} keepChildrenMounted>
                <ul id={listId} className="cartera-sidenav-list">
                  {groupItems.map((entry) => (
                    <li key={entry.path}>
                      <Link
                        to={entry.path}
                        className={`cartera-sidenav-link${entry === current ? ' cartera-sidenav-link-active' : ''}`}
                        aria-current={entry === current ? 'page' : undefined}
                      >
                        {entry.icon && (typeof entry.icon === 'string' ? <Icon icon={entry.icon} /> : entry.icon)}
                        <span>{entry.label}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </Collapse>
            </section>
          );
        })}
      </div>
      {/* The plan leads to Mi plan for whoever manages the billing; the others just read it. */}
      {suscripcion?.plan && <PlanActual nombre={suscripcion.plan.nombre} enlace={verPlan} />}
    </nav>
  );
}

/** The plan's name under the menu: a link to Mi plan for whoever manages the billing, text for the others. */
function PlanActual({ nombre, enlace }: { nombre: string; enlace: boolean }) {
  const contenido = (
    <>
      <ClipboardIcon />
      <span>
        Plan <strong>{nombre}</strong>
      </span>
    </>
  );
  return enlace ? (
    <Link to="/configuracion/mi-plan" className="cartera-sidenav-plan">
      {contenido}
    </Link>
  ) : (
    <div className="cartera-sidenav-plan">{contenido}</div>
  );
}
